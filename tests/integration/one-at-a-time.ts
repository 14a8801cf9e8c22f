// Runs before each integration test file (vitest.config.ts's setupFiles). Files run three at a time, except that:
// - a file that uses a server whose state another file changes (./suite-needs.ts names them) holds that server's lock
//   from its first test to its last, so such files take turns while the rest of the suite runs beside them;
// - a file that times the servers (ALONE in ./suite-needs.ts) runs with no other file beside it, so a neighbour's
//   burst of work is never what its timings measure.
// Locks are directories in the run's lockDir: making one is atomic. A running file has an entry in running/; a file
// that must run alone takes "alone" and then waits for running/ to empty, and another file backs off while "alone" is
// held. Each registers before it looks at the other's mark, so the two can never both go ahead.
import { mkdirSync, readdirSync, rmdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { runsAlone, sharedStateOf } from "./suite-needs";

const POLL_MS = 50;
// A file may wait while the other worker runs every file of its group: minutes, not the hook timeout.
const WAIT_MS = 15 * 60_000;
const held: string[] = [];
const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_MS));

function tryMake(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

async function take(dir: string): Promise<void> {
  while (!tryMake(dir)) await pause();
  held.push(dir);
}

beforeAll(async () => {
  const file = expect.getState().testPath ?? "";
  const locks = inject("lockDir");
  const running = path.join(locks, "running");
  mkdirSync(running, { recursive: true });
  const me = path.join(running, `${process.pid}-${path.basename(file)}`);
  const alone = path.join(locks, "alone");
  if (runsAlone(file)) {
    await take(alone);
    while (readdirSync(running).length > 0) await pause();
    await take(me);
  } else {
    for (;;) {
      await take(me);
      if (!readdirSync(locks).includes("alone")) break;
      rmdirSync(held.pop()!);
      while (readdirSync(locks).includes("alone")) await pause();
    }
  }
  // In one fixed order (sharedStateOf sorts them), so two files taking two locks never wait on each other.
  for (const name of sharedStateOf(file)) await take(path.join(locks, name));
}, WAIT_MS);

afterAll(() => {
  for (const lock of held.splice(0).reverse()) rmdirSync(lock);
});
