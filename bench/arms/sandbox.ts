// Arm 6 — the sandbox on its own: profile lookups per second and p99, straight to the sandbox with the key.
import { DEMO_COMPANIES } from "../../sandbox/demo-companies";
import type { LoadSample } from "../interleave";
import type { ArmOutcome } from "../results";
import { targetFigures } from "../summary";

export const SANDBOX_TARGET = "sandbox-profile";

/** The profile of every demo company, so that the lookups are not all the same row. */
export const SANDBOX_LOOKUPS = DEMO_COMPANIES.map((company) => `/companies/${company.number}`);

export function sandboxOutcome(samples: readonly LoadSample[], connections: number): ArmOutcome {
  return {
    status: "measured",
    title: "6. Sandbox",
    figures: { lookups: `${SANDBOX_LOOKUPS.length} demo company profiles, cycled`, connections, atConcurrency: targetFigures(samples, SANDBOX_TARGET, "concurrency") },
    budgets: [],
    notes: ["Measured in the same interleaved rounds as arm 1, pinned like the proxies (the sandbox alone on the servers' core)."],
  };
}
