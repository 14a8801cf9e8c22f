// A company's screening as risk flags: THE one reading of matches and their reviews that the risk summary, the
// Assessment tab's flags and the report's summary all show. Levels: a confirmed sanctions match is high (red): trading
// with a sanctioned party is unlawful, whatever the accounts say. A confirmed PEP or debarment match is a warning
// (amber): a politically exposed person calls for enhanced due diligence, not a refusal, and a debarment (an exclusion
// from public contracts for past misconduct) is a reason to look into the company, not a bar on trading with it.
// Matches nobody has reviewed yet are a warning saying how many await review, the sanctions ones counted apart; a
// match reviewed as a false positive raises nothing. None of these change the credit score or limit: they are a
// compliance finding, shown beside the credit verdict, not a figure of it.
import { formatDate } from "@/lib/format/dates";
import type { RiskItem } from "@/lib/company/risk";
import { RISK_LEVELS } from "@/lib/company/risk-flags";
import { type TopicClass, topicClass } from "./list-topics";

/** A risk item whose evidence is the Screening tab. */
export type ScreeningRiskItem = Omit<RiskItem, "tab"> & { tab: "screening" };

export type ReviewVerdict = "confirmed" | "false-positive";

/** A review in force on a match: who decided what, when, why, and against which list version. */
export interface FlagReview { verdict: ReviewVerdict; reason: string | null; by: string; at: string; listVersion: string }

export interface FlagMatch {
  entity: { id: string; caption: string; topics: readonly string[]; datasets: readonly string[] };
  score: number;
  /** The review that still applies to the match (the entity and the subject unchanged since); null when none. */
  review: FlagReview | null;
}

export interface FlagSubject { name: string; role: string; matches: readonly FlagMatch[] }

export interface ScreeningForFlags { listVersion: string; subjects: readonly FlagSubject[] }

export const MATCH_CATEGORY_WORDS: Record<TopicClass, string> = {
  sanctions: "sanctions", pep: "politically exposed person", debarment: "debarment", other: "other listing",
};

interface Found { subject: FlagSubject; match: FlagMatch }

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "es"}`;
const uniqueNames = (found: readonly Found[]) => [...new Set(found.map((item) => item.subject.name))];

/** "Director ALI KHAN is Ali Khan (sbx-1) on sandbox; confirmed by Alice on 22 Nov 2026 against sandbox 2026…". */
function confirmedWords({ subject, match }: Found): string {
  const review = match.review as FlagReview;
  const lists = match.entity.datasets.length ? match.entity.datasets.join(", ") : "a list";
  return `${subject.role} ${subject.name} is ${match.entity.caption} (${match.entity.id}) on ${lists}; confirmed by ${review.by} on ${formatDate(review.at)} against list version ${review.listVersion}`;
}

const CONFIRMED: ReadonlyArray<{ category: TopicClass; id: string; severity: RiskItem["severity"]; title: (names: string[]) => string }> = [
  { category: "sanctions", id: "screening-sanctions", severity: "high", title: (names) => `Sanctions match confirmed: ${names.join(", ")}` },
  { category: "pep", id: "screening-pep", severity: "medium", title: (names) => `Politically exposed person: ${names.join(", ")}` },
  { category: "debarment", id: "screening-debarment", severity: "medium", title: (names) => `Debarment match confirmed: ${names.join(", ")}` },
  { category: "other", id: "screening-listed", severity: "medium", title: (names) => `Listed (confirmed match): ${names.join(", ")}` },
];

/** The flags a company's screening raises, in the risk table's order of levels (high first). */
export function screeningRiskItems(screening: ScreeningForFlags | null): ScreeningRiskItem[] {
  if (!screening) return [];
  const all: Found[] = screening.subjects.flatMap((subject) => subject.matches.map((match) => ({ subject, match })));
  const confirmed = all.filter((item) => item.match.review?.verdict === "confirmed");
  const items: ScreeningRiskItem[] = CONFIRMED.flatMap(({ category, id, severity, title }) => {
    const found = confirmed.filter((item) => topicClass(item.match.entity.topics) === category);
    return found.length ? [{ id, severity, tab: "screening" as const, title: title(uniqueNames(found)), detail: found.map(confirmedWords).join("; ") }] : [];
  });
  const unreviewed = all.filter((item) => item.match.review === null);
  if (unreviewed.length) {
    const sanctions = unreviewed.filter((item) => topicClass(item.match.entity.topics) === "sanctions").length;
    const strongest = [...unreviewed].sort((a, b) => b.match.score - a.match.score)[0];
    items.push({
      id: "screening-unreviewed", severity: "medium", tab: "screening",
      title: `${plural(unreviewed.length, "screening match")} await${unreviewed.length === 1 ? "s" : ""} review`,
      detail: [
        sanctions ? `${sanctions} against a sanctions list` : null,
        `strongest: ${strongest.subject.role} ${strongest.subject.name} and ${strongest.match.entity.caption} (score ${strongest.match.score.toFixed(2)})`,
        `list version ${screening.listVersion}`,
      ].filter(Boolean).join("; ").replace(/^./, (c) => c.toUpperCase()),
    });
  }
  return items;
}

/** The profile's flags and the screening's in one list, highest level first (the profile's first within a level). */
export function withScreeningFlags<Item extends Pick<RiskItem, "severity">>(profileItems: readonly Item[], screening: ScreeningForFlags | null): Array<Item | ScreeningRiskItem> {
  return [...profileItems, ...screeningRiskItems(screening)].sort((a, b) => RISK_LEVELS.indexOf(a.severity) - RISK_LEVELS.indexOf(b.severity));
}
