// How Node runs the dashboard's server: `npm start` runs it so, and so do the bench's BFFs, which run as it ships.
import path from "node:path";

// A first read allocates several times its answer's size (the upstream's JSON parsed, its checked copy, the answer
// serialised and encoded), so V8's default young generation (16 MB semi-spaces) fills every few dozen first reads.
// With 32 MB semi-spaces it is collected half as often, and the rounds of the floor arm that cost a fifth more than
// the others (full collections, as far as the profiles tell) mostly went: bench/changes-bought.md, tenth pass. It
// costs at most 64 MB more of memory per server, taken only under load.
export const SERVER_V8_OPTIONS = ["--max-semi-space-size=32"];

// V8's memory reducer collects an idle server's heap down to what is live, a few seconds after its load stops; the
// next burst of lookups then pays for growing the heap again, in collections that a heap kept at its working size
// does not need. Without it, a burst after a pause costs what steady load costs (bench/changes-bought.md, twelfth
// pass), and an idle server keeps the heap its load grew. Node takes this option on its command line only.
export const SERVER_NODE_ARGS = ["--no-memory-reducer"];

/** NODE_OPTIONS for a server process: the operator's own, then ours unless the operator set the same option. */
export function serverNodeOptions(existing: string | undefined): string {
  const own = (existing ?? "").split(/\s+/).filter(Boolean);
  const named = (option: string) => option.split("=")[0];
  const ours = SERVER_V8_OPTIONS.filter((option) => !own.some((given) => named(given) === named(option)));
  return [...own, ...ours].join(" ");
}

/** Next's CLI as a script for Node to run (node_modules/.bin/next is a launcher that takes no options for Node). */
export function nextCli(root: string): string {
  return path.join(root, "node_modules", "next", "dist", "bin", "next");
}

/**
 * The dashboard's server (scripts/serve.mjs) with `serverArgs` (-p, -H) as it runs: Node itself with
 * SERVER_NODE_ARGS (and `nodeArgs`), then the server's script.
 */
export function serverCommand(root: string, serverArgs: string[], nodeArgs: string[] = []): [string, string[]] {
  return [process.execPath, [...SERVER_NODE_ARGS, ...nodeArgs, path.join(root, "scripts", "serve.mjs"), ...serverArgs]];
}
