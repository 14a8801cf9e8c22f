// What some monitor routes answer, written once: the routes' types come from these schemas (z.infer) and the API's
// description (lib/api/openapi) reads them.
import { z } from "zod";

/** GET /api/alerts/unread-count: the header's badge. */
export const unreadCountSchema = z.object({ unread: z.int().min(0).describe("Alerts on the lists this user can see that they have not read") });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** POST /api/watchlists/{id}/check (202): whether this call started the check, or one was already running. */
export const checkStartedSchema = z.object({ id: z.string(), started: z.boolean(), detail: z.string() });
export type CheckStarted = z.infer<typeof checkStartedSchema>;

/** POST /api/alerts/read: how many alerts this call marked read, and how many are still unread. */
export const readMarkedSchema = z.object({
  marked: z.int().min(0).describe("Alerts this call marked read"),
  unread: unreadCountSchema.shape.unread,
});
export type ReadMarked = z.infer<typeof readMarkedSchema>;
