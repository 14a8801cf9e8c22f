// GET /api/exports/queue — the caller's own exports (reports, watchlist, audit and comparison files): running, and
// waiting with the number of jobs the server will start before each
import { defineRoute, endpoint, route } from "@/lib/api/route";
import { exportsOf } from "@/lib/report/export-slot";

const defined = defineRoute({
  subject: "The export queue is read-only",
  methods: { GET: endpoint({ lane: "none", handler: async ({ principal }) => ({ data: exportsOf(principal.username) }) }) },
});

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(defined, { GET: "signed-in · none" });
