// What the response cache keeps and the interface both stores (memory, Redis) implement: its own module, so that
// the stores and the cache that picks one import it and never each other in a circle.

/** What is kept: the upstream's answer as it came (JSON text), or the fact that it answered 404. */
export interface CachedAnswer {
  kind: "ok" | "not-found";
  raw?: string;
  /** Epoch milliseconds. */
  storedAt: number;
}

export interface ResponseStore {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer, keepMs: number): Promise<void>;
  /** For /api/ready: can the store be reached? */
  ping(): Promise<boolean>;
}
