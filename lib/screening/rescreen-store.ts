import "server-only";
// Each watched company's last screening (migration 012), in the dashboard's database: what a re-screen compares with
// to know which matches are new, and the fingerprint of whom it screened, which a monitor check compares with.
import type { Writer } from "../jobs/job-queue";
import { database } from "../db/connection";
import type { Baseline, BaselineMatch } from "./rescreen-changes";

export async function lastScreening(company: string): Promise<Baseline | null> {
  const db = await database();
  const row = await db.query.selectFrom("screening_baselines").selectAll().where("company", "=", company).executeTakeFirst();
  if (!row) return null;
  return {
    listVersion: row.list_version, screenedAt: new Date(Number(row.screened_at)).toISOString(), subjectsFingerprint: row.subjects_fingerprint,
    matches: JSON.parse(row.matches) as BaselineMatch[],
  };
}

/** The fingerprint of whom the company's last screening screened; null when it was never screened. */
export async function lastSubjectsFingerprint(company: string): Promise<string | null> {
  const db = await database();
  const row = await db.query.selectFrom("screening_baselines").select("subjects_fingerprint").where("company", "=", company).executeTakeFirst();
  return row?.subjects_fingerprint ?? null;
}

/** Replaces the company's last screening; `within` writes it in the caller's transaction. */
export async function saveScreening(company: string, baseline: Baseline, within?: Writer): Promise<void> {
  const db = within ?? (await database()).query;
  const values = {
    list_version: baseline.listVersion, screened_at: Date.parse(baseline.screenedAt), subjects_fingerprint: baseline.subjectsFingerprint,
    matches: JSON.stringify(baseline.matches),
  };
  await db.insertInto("screening_baselines").values({ company, ...values })
    .onConflict((conflict) => conflict.column("company").doUpdateSet(values)).execute();
}
