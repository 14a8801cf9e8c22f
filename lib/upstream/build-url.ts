// Turns an operation's path template and validated values into the upstream URL. Every path value is
// percent-encoded as one segment, so no input can reach a path outside the operations table.
import type { Operation } from "./operations";

export function buildUpstreamUrl(
  baseUrl: string,
  operation: Pick<Operation, "path">,
  pathValues: Record<string, string>,
  query: Record<string, string | number>,
): URL {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`path parameter ${name} has no value`);
    return encodeURIComponent(value);
  });
  const url = new URL(baseUrl);
  url.pathname = url.pathname.replace(/\/+$/, "") + path;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url;
}
