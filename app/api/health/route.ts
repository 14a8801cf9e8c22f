// GET /api/health — liveness of this server (does not call the data service)
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
