// Structured logs (pino, JSON lines on stdout). Header and key fields are redacted as a second line of defence:
// no code path logs the upstream key, and the redaction keeps a mistake from leaking it. Lines are written
// asynchronously (lines logged while a write is in flight go out together in the next one, and pino flushes what is
// left at exit): a synchronous write per lookup held the event loop for each line.
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
  pino.destination({ dest: 1, sync: false }),
);
