// Structured logs (pino, JSON lines on stdout). Header and key fields are redacted as a second line of defence:
// no code path logs the upstream key, and the redaction keeps a mistake from leaking it.
import pino from "pino";
import { logLevel } from "./config/env";

export const log = pino({
  level: logLevel(),
  base: { service: "dashboard" },
  redact: {
    paths: ["apiKey", "*.apiKey", "headers['x-api-key']", "*.headers['x-api-key']", "key", "*.key"],
    censor: "[redacted]",
  },
});
