// The severity mapping's versions: the default until an admin changes it, each change a new version written only on
// top of the one edited, history kept by the database itself, and the alerts graded by the version in force.
import { describe, expect, it } from "vitest";
import { database } from "../db/connection";
import { rawStatements } from "../db/raw-statements";
import { useTestDatabase } from "../db/test-database";
import { listAlerts, recordChanges } from "./alert-store";
import { DEFAULT_SEVERITY } from "./severity";
import { addSeverityMapping, severityMappingInForce } from "./severity-store";
import { addCompanies, createWatchlist } from "./watchlist-store";

const ADMIN = { username: "ada", name: "Ada Admin" };

describe("the severity mapping's versions", () => {
  useTestDatabase();

  it("starts at the shipped default, version 0", async () => {
    expect(await severityMappingInForce()).toEqual({ version: 0, at: null, author: null, reason: null, mapping: DEFAULT_SEVERITY });
  });

  it("writes a change over the version edited, refuses a stale one, and grades alerts by the version in force", async () => {
    const list = await createWatchlist({ username: "alice", name: "Alice" }, { name: "Graded", shared: true, intervalHours: 24 });
    await addCompanies(list.id, ["09990004"], "alice");
    await recordChanges(list.id, "09990004", [{ kind: "filing", key: "filing:f1", title: "New filing", detail: "" }], 100);
    expect((await listAlerts("alice")).map((alert) => alert.severity)).toEqual(["green"]);

    const changed = { ...DEFAULT_SEVERITY, filing: "amber" as const };
    const written = await addSeverityMapping(changed, "Filings matter to us", ADMIN, 0, "req-1", new Date(5000));
    expect(written).toEqual({ version: 1, at: new Date(5000).toISOString(), author: "Ada Admin", reason: "Filings matter to us", mapping: changed });
    expect(await addSeverityMapping(DEFAULT_SEVERITY, "stale", ADMIN, 0, "req-2")).toBeNull();
    expect((await severityMappingInForce()).version).toBe(1);
    expect((await listAlerts("alice")).map((alert) => alert.severity)).toEqual(["amber"]);
    expect((await listAlerts("alice", { severity: "green" }))).toEqual([]);
  });

  it("keeps every version: the table refuses an update or a delete", async () => {
    const raw = rawStatements((await database()).query, (await database()).kind);
    await expect(raw.run("UPDATE alert_severity_mappings SET reason = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(raw.run("DELETE FROM alert_severity_mappings")).rejects.toThrow(/append-only/);
  });
});
