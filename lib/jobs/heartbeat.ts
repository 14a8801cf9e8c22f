// Each server that works jobs writes its id and the time into job_servers every few seconds. A server not seen for
// `deadAfterMs` is taken for dead (killed, or its machine gone) and its jobs are released by releaseDead, instead of
// waiting for them to expire.
import type { Kysely } from "kysely";
import type { Tables } from "../db/tables";

export const HEARTBEAT_MS = 2_000;

export function startHeartbeat(db: Kysely<Tables>, serverId: string, everyMs = HEARTBEAT_MS): { beat: () => Promise<void>; stop: () => Promise<void> } {
  const beat = async () => {
    await db.insertInto("job_servers").values({ id: serverId, seen_at: Date.now() })
      .onConflict((conflict) => conflict.column("id").doUpdateSet({ seen_at: Date.now() })).execute();
  };
  // A failed beat (the database briefly away) is tried again on the next tick; missing a few is what deadAfterMs allows.
  const timer = setInterval(() => void beat().catch(() => undefined), everyMs);
  timer.unref();
  return {
    beat,
    stop: async () => {
      clearInterval(timer);
      await db.deleteFrom("job_servers").where("id", "=", serverId).execute();
    },
  };
}

/** Servers whose last heartbeat is older than `deadAfterMs`, other than this one. */
export async function deadServers(db: Kysely<Tables>, deadAfterMs: number, self: string): Promise<string[]> {
  const rows = await db.selectFrom("job_servers").select("id")
    .where("seen_at", "<", Date.now() - deadAfterMs).where("id", "<>", self).execute();
  return rows.map((row) => row.id);
}

/** The wait before retry number `retryCount + 1` (0 = the first retry). */
export function retryDelayMs(policy: { retryDelaySeconds: number; retryBackoff: boolean }, retryCount: number): number {
  return policy.retryDelaySeconds * 1000 * (policy.retryBackoff ? 2 ** retryCount : 1);
}
