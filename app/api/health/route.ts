// GET /api/health — liveness of this server (does not call the data service); anyone may ask
import { defineRoute, publicEndpoint, route } from "@/lib/api/route";
import type { Health } from "@/lib/resilience/readiness-answer";

const defined = defineRoute({
  subject: "Health is read-only",
  methods: { GET: publicEndpoint({ lane: "none", handler: async () => Response.json({ status: "ok" } satisfies Health) }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "public · none" });
