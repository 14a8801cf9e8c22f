// GET /api/health — liveness of this server (does not call the data service); anyone may ask
import { defineRoute } from "@/lib/api/route";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = defineRoute({
  subject: "Health is read-only",
  methods: { GET: { access: "public", handler: async () => Response.json({ status: "ok" }) } },
});
