// One reason a verdict changed, as ./why-changed and ./why-limit-changed state it (the route answers these, the
// Assessment tab draws them), and the words they share for amounts and moves.
import type { z } from "zod";
import { formatSterlingFull } from "@/lib/format/money";
import type { changeReasonSchema, REASON_KINDS } from "./changes-answer";

// Its schema, which the changes route's answer carries: ./changes-answer.ts.
export type ReasonKind = (typeof REASON_KINDS)[number];
export type ChangeReason = z.infer<typeof changeReasonSchema>;

export const pounds = (value: number | null) => (value == null ? "none" : formatSterlingFull(value));
export const moved = (change: number, up = "rose", down = "fell") => (change > 0 ? up : down);
