// What a list entity is listed for, the gravest of its topics first (FollowTheMoney's topic names: `sanction` and
// `sanction.*`, `role.pep` and `role.rca`, `debarment`). One reading for the risk flags (screening-flags.ts) and the
// re-screening alerts' levels (rescreen-changes.ts), so a flag and an alert always agree.
export type TopicClass = "sanctions" | "pep" | "debarment" | "other";

export function topicClass(topics: readonly string[]): TopicClass {
  if (topics.some((topic) => topic === "sanction" || topic.startsWith("sanction."))) return "sanctions";
  if (topics.some((topic) => topic === "role.pep" || topic === "role.rca")) return "pep";
  if (topics.includes("debarment")) return "debarment";
  return "other";
}
