import { describe, expect, it } from "vitest";
import { attacksMarkdown, type Finding, withSection } from "./finding";

const finding: Finding = {
  name: "Concurrent sign-in burst", attack: "100 at once", before: "100 of 100 checked", now: "10 of 100 checked",
  bound: "at most 10 | per pair", holds: true, figures: {},
};
const meta = { date: "2026-11-28T00:00:00.000Z", seconds: 120, loadAverage: "1.00 1.00 1.00" };

describe("attacks section of RESULTS.md", () => {
  it("writes one row per finding, with a verdict and pipes escaped", () => {
    const section = attacksMarkdown([finding, { ...finding, name: "Stalled body", holds: false }, { ...finding, name: "Report slots", holds: null }], meta);
    expect(section.startsWith("## 8. Attacks (issue 33)\n")).toBe(true);
    expect(section).toContain("| Concurrent sign-in burst | 100 at once | 100 of 100 checked | 10 of 100 checked | at most 10 \\| per pair | holds |");
    expect(section).toContain("| Stalled body |");
    expect(section).toContain("**does not hold** |");
    expect(section).toContain("| not run |");
  });

  it("goes before the hand-kept changes on first writing, and replaces itself (only itself) after", () => {
    const results = "# Benchmark results\n\n## 7. Monitor\n\nfigures\n\n## What each change bought (issue 18)\n\nkept\n";
    const first = withSection(results, attacksMarkdown([finding], meta));
    expect(first.indexOf("## 7. Monitor")).toBeLessThan(first.indexOf("## 8. Attacks"));
    expect(first.indexOf("## 8. Attacks")).toBeLessThan(first.indexOf("## What each change bought"));
    const second = withSection(first, attacksMarkdown([{ ...finding, now: "3 of 100 checked" }], meta));
    expect(second.match(/## 8\. Attacks/g)).toHaveLength(1);
    expect(second).toContain("3 of 100 checked");
    expect(second).not.toContain("10 of 100 checked");
    expect(second).toContain("\n\n## What each change bought (issue 18)\n\nkept\n");
  });

  it("is appended when RESULTS.md has no hand-kept part", () => {
    const written = withSection("# Benchmark results\n", attacksMarkdown([finding], meta));
    expect(written).toMatch(/^# Benchmark results\n\n## 8\. Attacks/);
    expect(written.endsWith("|\n")).toBe(true);
  });
});
