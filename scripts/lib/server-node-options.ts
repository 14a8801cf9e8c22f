// How Node runs the dashboard's server: `npm start` sets these, and so do the bench's BFFs, which run as it ships.
// A first read allocates several times its answer's size (the upstream's JSON parsed, its checked copy, the answer
// serialised and encoded), so V8's default young generation (16 MB semi-spaces) fills every few dozen first reads.
// With 32 MB semi-spaces it is collected half as often, and the rounds of the floor arm that cost a fifth more than
// the others (full collections, as far as the profiles tell) mostly went: bench/changes-bought.md, tenth pass. It
// costs at most 64 MB more of memory per server, taken only under load.
export const SERVER_V8_OPTIONS = ["--max-semi-space-size=32"];

/** NODE_OPTIONS for a server process: the operator's own, then ours unless the operator set the same option. */
export function serverNodeOptions(existing: string | undefined): string {
  const own = (existing ?? "").split(/\s+/).filter(Boolean);
  const named = (option: string) => option.split("=")[0];
  const ours = SERVER_V8_OPTIONS.filter((option) => !own.some((given) => named(given) === named(option)));
  return [...own, ...ours].join(" ");
}
