// The rule a route file states for each method: who may call it and the limit lane its work waits in, in words a
// reader of app/ takes in at a glance ("signed-in · lookups", "admin only · store", "public · sign-in"). lib's
// endpoints declare them (./route.ts) and the route file's table must be the same.
/** Who may call: a signed-in user (the default), an admin, or anyone (sign-in, health: the route does its own checks). */
export type Access = "user" | "admin" | "public";
/**
 * The limit that bounds a method's heaviest work, beyond the per-address and per-user limits every signed-in call
 * has: the upstream's lookups, reports or monitor lane (lib/resilience), the exports' fair queue
 * (lib/report/export-slot.ts), this server's own store only, the sign-in limits, anonymous readiness, or none.
 */
export const LANES = ["lookups", "reports", "exports queue", "monitor", "store", "sign-in", "readiness", "none"] as const;
export type Lane = (typeof LANES)[number];
type AccessWords<A extends Access> = A extends "admin" ? "admin only" : A extends "public" ? "public" : "signed-in";
/** A method's rule as its route file states it: "signed-in · lookups", "admin only · store", "public · sign-in". */
export type Rule<A extends Access = Access, L extends Lane = Lane> = `${AccessWords<A>} · ${L}`;

/** The words the type `Rule<A, L>` spells; the type system cannot follow a template literal made at run time. */
export function ruleOf<A extends Access, L extends Lane>(access: A, lane: L): Rule<A, L> {
  const words = access === "admin" ? "admin only" : access === "public" ? "public" : "signed-in";
  return `${words} · ${lane}` as Rule<A, L>;
}
