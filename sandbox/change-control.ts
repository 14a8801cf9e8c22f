// The sandbox's test control for its changing register (not part of the upstream's API): read the simulated day and
// the changes made, move days on, or make one named change to one company.
//   GET  /_sandbox/changes                                → { day, changes }
//   POST /_sandbox/changes/advance?days=1                 → { day, changes: the ones this made }
//   POST /_sandbox/changes/make?company=…&kind=ccj        → { day, change } (409 when the change does not fit)
import type { ChangeClock } from "./change-clock";
import { CHANGE_KINDS, type ChangeKind } from "./changes";

export const CONTROL_PATH = /^\/_sandbox\/changes(\/advance|\/make)?$/;

export function answerControl(clock: ChangeClock, method: string, url: URL): { status: number; body: unknown } {
  const action = CONTROL_PATH.exec(url.pathname)?.[1];
  if (!action) {
    if (method !== "GET") return problem(405, "Use GET to read the changes.");
    return { status: 200, body: { day: clock.day(), changes: clock.overlay.applied } };
  }
  if (method !== "POST") return problem(405, `Use POST for ${action}.`);
  if (action === "/advance") {
    const days = Number(url.searchParams.get("days") ?? "1");
    if (!Number.isInteger(days) || days < 1 || days > 3650) return problem(400, "days must be a whole number from 1 to 3650.");
    const changes = clock.advance(days);
    return { status: 200, body: { day: clock.day(), changes } };
  }
  const company = url.searchParams.get("company") ?? "";
  const kind = url.searchParams.get("kind") ?? "";
  if (!(CHANGE_KINDS as readonly string[]).includes(kind)) return problem(400, `kind must be one of ${CHANGE_KINDS.join(", ")}.`);
  if (!clock.overlay.company(company)) return problem(404, `No company ${company}.`);
  if (!clock.make(company, kind as ChangeKind)) return problem(409, `A ${kind} does not fit company ${company} now.`);
  return { status: 200, body: { day: clock.day(), change: clock.overlay.applied.at(-1) } };
}

const problem = (status: number, message: string) => ({ status, body: { status, message } });
