// The id that follows one request through the logs of this server and the upstream. A caller's (e.g. a proxy's)
// id is kept when it is a plain token; anything else is replaced, so a header cannot inject into the logs.
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: Request): string {
  const given = request.headers.get("x-request-id");
  return given && ACCEPTED.test(given) ? given : crypto.randomUUID();
}
