// A long list handed to a rendering thread as one JSON string, made a slice at a time with the event loop let in
// between: structured-cloning 10,000 portfolio rows (objects in objects) into the worker held the main thread several
// times longer in one go than copying one string of the same rows (bench/RESULTS.md, figures from source comments).

const SLICE = 500;

export async function jsonInSlices(items: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let from = 0; from < items.length; from += SLICE) {
    if (from > 0) await new Promise((resolve) => setImmediate(resolve));
    parts.push(JSON.stringify(items.slice(from, from + SLICE)).slice(1, -1));
  }
  return `[${parts.join(",")}]`;
}
