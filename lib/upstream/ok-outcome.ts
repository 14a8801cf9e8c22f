// A good answer whose JSON is parsed only when its body is first read: a route that already holds the browser-ready
// text of these very bytes (lib/cache/normalised-answers.ts) answers without parsing them at all. Built here so that
// an answer from the upstream and one from the cache are the same kind of object, and copied with `okOutcome` (a
// spread would read, and so parse, the body). Each outcome's body is its reader's own: normalisation reads it in
// place (./compiled-reader.ts), so an answer shared by coalesced lookups is parsed again for all but one.
import type { CacheStatus, Staleness, UpstreamOutcome } from "./outcome";

export type OkOutcome = Extract<UpstreamOutcome, { kind: "ok" }>;

interface OkFields {
  cache?: CacheStatus;
  stale?: Staleness;
  key?: string;
}

/** `read`: where the body is when it is already at hand (parsed to check the JSON, or another outcome's), so that it is not parsed twice. */
export function okOutcome(raw: string, fields: OkFields, read: () => unknown = () => JSON.parse(raw)): OkOutcome {
  let body: { value: unknown } | undefined;
  return {
    kind: "ok",
    raw,
    ...fields,
    get body() {
      body ??= { value: read() };
      return body.value;
    },
  };
}

const claimed = new WeakSet<OkOutcome>();

/**
 * One lookup's own outcome of an answer several share (identical lookups coalesced into one call): the first to read
 * its body takes the parse already made, and every later one parses the bytes again.
 */
export function ownOutcome(shared: OkOutcome, fields: OkFields): OkOutcome {
  return okOutcome(shared.raw ?? "null", fields, () => {
    if (claimed.has(shared)) return JSON.parse(shared.raw ?? "null");
    claimed.add(shared);
    return shared.body;
  });
}
