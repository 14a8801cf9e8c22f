// Simulated days for the changing register: they pass with real time at `daySeconds` a day from the server's start,
// and a test can move them on (advance) or make one named change at once, so that every change is repeatable.
import { type Change, ChangeOverlay, type ChangeKind, changesOfDay } from "./changes";
import type { CompanyRow } from "./store";

export interface ChangeOptions {
  /** Changes per simulated day across the register; 0 makes none on its own (named changes still apply). */
  perDay: number;
  /** Real seconds per simulated day. */
  daySeconds: number;
  seed: number;
}

export class ChangeClock {
  readonly overlay: ChangeOverlay;
  private readonly startedAt: number;
  private advancedDays = 0;
  private appliedThrough = 0;
  private companies: string[] | undefined;

  constructor(
    private readonly options: ChangeOptions,
    read: (number: string) => CompanyRow | undefined,
    private readonly listCompanies: () => string[],
    private readonly now: () => number = Date.now,
  ) {
    this.overlay = new ChangeOverlay(options.seed, read);
    this.startedAt = now();
  }

  /** The current simulated day: 0 at start. */
  day(): number {
    return Math.floor((this.now() - this.startedAt) / (this.options.daySeconds * 1000)) + this.advancedDays;
  }

  /** Applies every day's changes up to now; called before each answer. */
  sync(): void {
    const today = this.day();
    if (this.options.perDay <= 0) {
      this.appliedThrough = today;
      return;
    }
    while (this.appliedThrough < today) {
      this.appliedThrough += 1;
      this.companies ??= this.listCompanies();
      for (const change of changesOfDay(this.options.seed, this.appliedThrough, this.options.perDay, this.companies)) this.overlay.apply(change);
    }
  }

  advance(days: number): Change[] {
    const before = this.overlay.applied.length;
    this.advancedDays += days;
    this.sync();
    return this.overlay.applied.slice(before);
  }

  /** One named change to one company, dated today; false when it does not fit (an insolvent company, no officer…). */
  make(company: string, kind: ChangeKind): boolean {
    this.sync();
    return this.overlay.apply({ day: this.day(), company, kind });
  }
}
