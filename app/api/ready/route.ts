// GET /api/ready — readiness: the data service and the response store are reachable (503 when not)
import { readiness } from "@/lib/resilience/readiness";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const result = await readiness();
  return Response.json(
    { status: result.ready ? "ready" : "not-ready", checks: result.checks },
    { status: result.ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
