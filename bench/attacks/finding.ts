// One attack of issue 33 as the bench ran it: what was done, the figure the review measured before the
// hardening and the figure now, and whether the bound the README states held. bench/attacks.ts writes these into
// bench/RESULTS.md (section 8) and bench/attacks-results.json.

export interface Finding {
  /** The name for it (e.g. "Concurrent sign-in burst"). */
  name: string;
  /** The attack as run here, in a sentence. */
  attack: string;
  /** The figure (its review, before the hardening). */
  before: string;
  /** The figure this run measured. */
  now: string;
  /** The bound the README promises. */
  bound: string;
  /** Whether the measured figure is within the bound; null when the scenario could not be run (see `now`). */
  holds: boolean | null;
  /** The raw figures, for bench/attacks-results.json. */
  figures: Record<string, unknown>;
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** Section 8 of bench/RESULTS.md. */
export function attacksMarkdown(findings: readonly Finding[], meta: { date: string; seconds: number; loadAverage: string }): string {
  const verdict = (finding: Finding) => (finding.holds === null ? "not run" : finding.holds ? "holds" : "**does not hold**");
  return [
    "## 8. Attacks (issue 33)",
    "",
    `Written by \`npm run bench:attacks\` on ${meta.date} (${Math.round(meta.seconds)} s, load average at start ${meta.loadAverage}):`,
    "each attack of issue 33's review run again against a production build (`next start`) with a users file and the",
    "shipped defaults, in front of the sandbox, on this machine (clients on loopback addresses 127.0.0.x). \"Before\" is",
    "the figure the review measured; \"now\" is this run's.",
    "",
    "| Finding | Attack as run | Before | Now | Bound | Verdict |",
    "|---|---|---|---|---|---|",
    ...findings.map((finding) => `| ${cell(finding.name)} | ${cell(finding.attack)} | ${cell(finding.before)} | ${cell(finding.now)} | ${cell(finding.bound)} | ${verdict(finding)} |`),
    "",
  ].join("\n");
}

/** RESULTS.md with section 8 replaced, or put before the hand-kept "What each change bought" (or at the end). */
export function withSection(markdown: string, section: string): string {
  const heading = "## 8. Attacks (issue 33)";
  const block = `${section.trimEnd()}\n\n`;
  const at = markdown.indexOf(heading);
  if (at >= 0) {
    const next = markdown.indexOf("\n## ", at + heading.length);
    const replaced = `${markdown.slice(0, at)}${block}${next >= 0 ? markdown.slice(next + 1) : ""}`;
    return `${replaced.trimEnd()}\n`;
  }
  const before = markdown.indexOf("## What each change bought");
  return before >= 0 ? `${markdown.slice(0, before)}${block}${markdown.slice(before)}` : `${markdown.trimEnd()}\n\n${block.trimEnd()}\n`;
}
