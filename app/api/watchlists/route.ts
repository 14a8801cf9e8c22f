// GET|POST /api/watchlists — the watchlists this user can see; make one ({ name, shared?, intervalHours? })
import { route } from "@/lib/api/route";
import { watchlistsRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = route(watchlistsRoute, { GET: "signed-in · store", POST: "signed-in · store" });
