// The worker-thread side of parseInWorker: reads and parses the source, posting each batch and pausing while
// BATCHES_AHEAD of them wait for the writer.
import { parentPort, workerData } from "node:worker_threads";
import { readColumns, readRecordBatches } from "./csv-batches";
import { listSources } from "./import-source";
import { BATCHES_AHEAD, type WorkerJob, type WorkerMessage } from "./parse-in-worker";

async function run(port: NonNullable<typeof parentPort>, job: WorkerJob): Promise<void> {
  const source = (await listSources(job.file)).find((candidate) => candidate.key === job.key);
  if (!source) throw new Error(`${job.file} changed while it was being imported`);
  let waiting = 0;
  let resume: (() => void) | null = null;
  port.on("message", () => {
    waiting -= 1;
    resume?.();
    resume = null;
  });
  for await (const batch of readRecordBatches(source, job.start, { columns: await readColumns(source), batchSize: job.batchSize })) {
    while (waiting >= BATCHES_AHEAD) await new Promise<void>((resolve) => (resume = resolve));
    waiting += 1;
    port.postMessage({ kind: "batch", batch } satisfies WorkerMessage);
  }
}

if (parentPort) {
  const port = parentPort;
  run(port, workerData as WorkerJob).catch((error: unknown) => {
    port.postMessage({ kind: "error", message: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage);
  });
}
