// The id that follows one request through the logs of this server and the upstream, and names it in the audit
// trail: always this server's own, unique per request. A caller's (e.g. a proxy's) `x-request-id` is kept beside it
// as a correlation value when it is a plain token; anything else is dropped, so a header cannot inject into logs.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

export function newRequestId(): string {
  return crypto.randomUUID();
}

export function correlationIdOf(request: Request): string | null {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTED.test(given) ? given : null;
}
