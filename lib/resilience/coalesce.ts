// Identical requests in flight share one call: the first starts it, the others wait for its outcome. Within one
// process; across instances the shared Redis cache does the rest once the first answer is stored.
import { processSingleton } from "./process-singleton";

export function coalesce<T>(key: string, call: () => Promise<T>, onJoin?: () => void): Promise<T> {
  const inFlight = processSingleton("in-flight-calls", () => new Map<string, Promise<unknown>>());
  const existing = inFlight.get(key) as Promise<T> | undefined;
  if (existing) {
    onJoin?.();
    return existing;
  }
  const started = call().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
