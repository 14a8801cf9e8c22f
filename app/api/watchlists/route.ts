// GET|POST /api/watchlists — the watchlists this user can see; make one ({ name, shared?, intervalHours? })
import { watchlistsRoute } from "@/lib/monitor/serve-watchlists";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = watchlistsRoute;
