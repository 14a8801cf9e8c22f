import { describe, expect, it } from "vitest";
import { ALERT_KINDS, type AlertKind } from "./alert-kinds";
import { diffSnapshots } from "./diff";
import type { Snapshot } from "./snapshot";
import { ALERT_CAUSES, DEFAULT_SEVERITY, SEVERITIES, alertCause, severityOf } from "./severity";

// The levels D&B UK gives, as issue 35 lists them; each row is (kind, the change's key as the diff writes it, level).
const GRADED: Array<[AlertKind, string, "red" | "amber" | "green"]> = [
  ["status", "status:Active>Liquidation", "red"],
  ["status", "status:Active>In Administration", "red"],
  ["status", "status:Active>Receivership", "red"],
  ["status", "status:Active>Receiver Action", "red"],
  ["status", "status:Liquidation>Winding-up order", "red"],
  ["status", "status:Active>Proposal to Strike off", "red"],
  ["status", "status:Active>Active - Proposal to Strike off", "red"],
  ["status", "status:Liquidation>Dissolved", "red"],
  ["ccj", "ccj:abc", "amber"],
  ["charge-registered", "charge-registered:c1", "amber"],
  ["officer-appointed", "officer-appointed:o1", "amber"],
  ["officer-resigned", "officer-resigned:o1", "amber"],
  ["psc-notified", "psc-notified:p1", "amber"],
  ["psc-ceased", "psc-ceased:p1", "amber"],
  ["address", "address:a>b", "amber"],
  ["name", "name:a>b", "amber"],
  ["accounts-overdue", "accounts-overdue:2026-01-01", "amber"],
  ["score-band", "score-band:low>moderate", "amber"],
  ["score-band", "score-band:moderate>high", "amber"],
  ["score-band", "score-band:null>high", "amber"],
  ["score-band", "score-band:high>moderate", "green"],
  ["score-band", "score-band:moderate>low", "green"],
  ["score-band", "score-band:null>low", "green"],
  ["score-band", "score-band:low>moderate|1x2y3z", "amber"],
  ["score-band", "score-band:high>low|1x2y3z", "green"],
  ["charge-satisfied", "charge-satisfied:c1", "green"],
  ["charge-satisfied", "charge-satisfied:c1|part|2026-01-01", "green"],
  ["ccj-status", "ccj-status:k1|2026-09-14|12480|satisfied", "green"],
  ["ccj-status", "ccj-status:k1|2026-09-14|12480|set-aside", "green"],
  ["ccj-status", "ccj-status:k1|2026-09-14|12480|outstanding", "amber"],
  ["credit-limit", "credit-limit:20000>10000|abc", "amber"],
  ["credit-limit", "credit-limit:20000>none|abc", "amber"],
  ["credit-limit", "credit-limit:10000>20000|abc", "green"],
  ["credit-limit", "credit-limit:none>5000|abc", "green"],
  ["confirmation-overdue", "confirmation-overdue:2026-11-14", "amber"],
  ["review-due", "review-due:17|2026-12-01", "amber"],
];

describe("alert severity", () => {
  it.each(GRADED)("grades %s (%s) %s", (kind, key, level) => {
    expect(severityOf(kind, key)).toBe(level);
  });

  it("grades a status change to anything else amber, not red", () => {
    expect(severityOf("status", "status:Dormant>Active")).toBe("amber");
  });

  it("gives every kind and every cause a level", () => {
    for (const kind of ALERT_KINDS) expect(SEVERITIES).toContain(severityOf(kind, `${kind}:x>y`));
    for (const cause of ALERT_CAUSES) expect(SEVERITIES).toContain(DEFAULT_SEVERITY[cause]);
  });

  it("follows a changed mapping", () => {
    const mapping = { ...DEFAULT_SEVERITY, filing: "amber" as const, liquidation: "amber" as const };
    expect(severityOf("filing", "filing:f1", mapping)).toBe("amber");
    expect(severityOf("status", "status:Active>Liquidation", mapping)).toBe("amber");
    expect(severityOf("status", "status:Active>Dissolved", mapping)).toBe("red");
  });

  it("reads the keys the diff writes for a status and a band change", () => {
    const before: Snapshot = {
      name: "HARBOUR TRADING LTD", status: "Active", address: "1 Quay Street", officers: {}, pscs: {}, charges: {}, ccjs: {}, filings: {},
      accounts: { madeUpTo: "2025-03-31", dueDate: "2026-12-31", overdue: false }, confirmation: null, band: "low", limit: 10_000, policyVersion: 1,
      debt: { liveCharges: 0, partSatisfiedCharges: 0, outstandingCcjs: 0, outstandingCcjAmount: 0 },
      accountsYear: null, modelBand: null, limitWithheld: null, limitBasis: null, overrides: null, models: null,
    };
    const changes = diffSnapshots(before, { ...before, status: "Liquidation", band: "high" });
    expect(changes.map((change) => [change.kind, alertCause(change.kind, change.key)]))
      .toEqual([["status", "liquidation"], ["score-band", "band-down"]]);
    const back = diffSnapshots({ ...before, band: "high" }, before);
    expect(back.map((change) => severityOf(change.kind, change.key))).toEqual(["green"]);
  });
});
