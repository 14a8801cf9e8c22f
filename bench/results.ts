// The shape of bench/results.json: what each arm measured, its budgets, and why an arm was skipped.

export interface Budget {
  arm: string;
  name: string;
  /** The budget as written, e.g. "≥ 60% of nginx". */
  limit: string;
  /** What was measured, as shown in RESULTS.md. */
  measured: string;
  met: boolean;
  /** When missed: the cause, as measured. */
  cause?: string;
}

export type ArmOutcome =
  | { status: "measured"; title: string; figures: Record<string, unknown>; budgets: Budget[]; notes: string[] }
  | { status: "skipped"; title: string; reason: string };

export interface BenchResults {
  date: string;
  machine: Record<string, string | number | boolean>;
  settings: Record<string, string | number | boolean>;
  arms: Record<string, ArmOutcome>;
  durationSeconds: number;
}
