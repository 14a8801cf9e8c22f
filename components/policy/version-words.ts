// Who made a policy version and when, as the Policy screen says it. In UTC, said so, as every time on the site is:
// the server draws the page first, and a time in its zone would not match the browser's (a hydration error).
import type { PolicyVersion } from "@/lib/policy/policy";

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "Alice, 27 Nov 2026, 20:10 UTC"; the seeded version 1 has no real author or time. */
export function madeBy(version: Pick<PolicyVersion, "version" | "username" | "author" | "at">): string {
  if (version.version === 1 && version.username === "system") return "Shipped with the dashboard";
  return `${version.author} (${version.username}), ${dateFormat.format(new Date(version.at))} UTC`;
}
