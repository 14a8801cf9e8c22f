// Structured logs (pino, JSON lines on stdout). Header and key fields are redacted as a second line of defence:
// no code path logs the upstream key, and the redaction keeps a mistake from leaking it. Lines are written
// asynchronously and in groups: once 4 kB have gathered or 100 ms have passed, whichever comes first (pino flushes
// what is left at exit). A synchronous write per lookup held the event loop for each line, and an asynchronous write
// per line still cost a system call and a callback per lookup, the largest part of a cache hit beyond Next's own.
import pino from "pino";
import { logLevel } from "./config/env";

export const log = pino(
  {
    level: logLevel(),
    base: { service: "dashboard" },
    redact: {
      paths: ["apiKey", "*.apiKey", "headers['x-api-key']", "*.headers['x-api-key']", "key", "*.key"],
      censor: "[redacted]",
    },
  },
  pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 100 }),
);
