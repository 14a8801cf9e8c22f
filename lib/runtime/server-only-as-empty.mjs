// For code that runs on the server outside Next's build (the dashboard's server entry, the report-rendering thread):
// `server-only`, a marker that throws outside React's server build, resolves to an empty module, since that code is on
// the server by construction. A loader hook registered after tsx's, so that it runs first.
import { register } from "node:module";

const HOOK = "export async function resolve(specifier, context, next) {" +
  " if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true };" +
  " return next(specifier, context); }";

export function resolveServerOnlyAsEmpty() {
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}
