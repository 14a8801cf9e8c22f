// The main-thread side of parsing in a worker: batches arrive as messages, at most a few ahead of the writer (so
// memory stays flat however fast the parser is), and an abort simply stops asking: every batch already written
// carries its own checkpoint.
import { Worker } from "node:worker_threads";
import type { Position, RecordBatch } from "./csv-batches";

export interface WorkerJob {
  file: string;
  key: string;
  start: Position;
  batchSize: number;
}

export type WorkerMessage = { kind: "batch"; batch: RecordBatch } | { kind: "error"; message: string };

/** Batches the worker may post before the writer has taken them. */
export const BATCHES_AHEAD = 3;

export async function* parseInWorker(job: WorkerJob & { signal?: AbortSignal }): AsyncGenerator<RecordBatch> {
  const { signal, ...data } = job;
  const worker = new Worker(workerBootstrap(), { eval: true, workerData: data });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  let exited = false;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  worker.on("message", (message: WorkerMessage) => {
    queue.push(message);
    nudge();
  });
  worker.on("error", (error) => {
    failure = error;
    nudge();
  });
  worker.on("exit", () => {
    exited = true;
    nudge();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message?.kind === "error") throw new Error(message.message);
      if (message) {
        worker.postMessage("taken");
        yield message.batch;
        if (message.batch.end || signal?.aborted) return;
        continue;
      }
      if (failure) throw failure;
      if (exited) throw new Error("the parser stopped before the end of the file");
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Workers do not inherit the TypeScript loader the scripts run under (tsx registers it per thread), so the worker
 * registers it before importing its TypeScript entry.
 */
function workerBootstrap(): string {
  const entry = new URL("./parse-worker.ts", import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
}
