// One reason a verdict changed, as ./why-changed and ./why-limit-changed state it (the route answers these, the
// Assessment tab draws them), and the words they share for amounts and moves.
import { formatSterlingFull } from "@/lib/format/money";

export type ReasonKind = "accounts-year" | "policy-version" | "policy-field" | "score" | "term" | "band" | "model-band"
  | "override-began" | "override-ended" | "limit" | "input" | "limit-part" | "band-factor";

export interface ChangeReason {
  kind: ReasonKind;
  /** What moved: a model ("taffler"), a ratio ("taffler.x1"), a limit input ("workingCapital"), a policy field, an override id. */
  subject: string;
  text: string;
  from: number | string | null;
  to: number | string | null;
  /** To less from, for amounts and scores; null for words. */
  change: number | null;
  /** What the move did to the part of the limit it feeds (the base, a cap), in pounds. */
  effects?: Array<{ on: "base" | "tangible net worth cap" | "turnover cap"; change: number }>;
}

export const pounds = (value: number | null) => (value == null ? "none" : formatSterlingFull(value));
export const moved = (change: number, up = "rose", down = "fell") => (change > 0 ? up : down);
