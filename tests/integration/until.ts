// Waits for something a server does in the background (a check, a baseline, a delivery), looking every 100 ms;
// throws naming what did not happen after `tries` looks.
export async function until(what: string, done: () => boolean | Promise<boolean>, tries = 200): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen`);
}
