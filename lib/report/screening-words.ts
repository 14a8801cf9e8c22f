// The report's screening in words, for the PDF and the workbook alike: one row per match (a subject with no match
// has none; the intro counts them), each review with its verdict, reason, who, when and the list version it was
// made against.
import { formatDate } from "@/lib/format/dates";
import { topicClass } from "@/lib/screening/list-topics";
import { MATCH_CATEGORY_WORDS } from "@/lib/screening/screening-flags";
import type { ReportScreening, ReportScreeningMatch } from "./screening-schema";

type Review = ReportScreeningMatch["reviews"][number];

export interface ScreeningRow {
  subject: string;
  role: string;
  kind: string;
  entityId: string;
  caption: string;
  /** What the entity is listed for, in words, and its topics as the list names them. */
  listedFor: string;
  topics: string;
  lists: string;
  score: number;
  features: string;
  /** The review in force, or that the match awaits one. */
  review: string;
  /** Reviews no longer in force (the entity or the subject changed since), newest first. */
  earlier: string | null;
}

const VERDICT_WORDS: Record<Review["verdict"], string> = { confirmed: "Confirmed", "false-positive": "False positive" };

/** "False positive: another birth year. Alice, 20 Nov 2026 09:30 UTC, against sandbox 20261122-b907". */
export function reviewWords(review: Review): string {
  const reason = review.reason ? `: ${review.reason}` : "";
  return `${VERDICT_WORDS[review.verdict]}${reason}. ${review.by}, ${formatDate(review.at)} ${review.at.slice(11, 16)} UTC, against ${review.listVersion}`;
}

const sameReview = (a: Review, b: Review) => a.at === b.at && a.by === b.by && a.verdict === b.verdict;

export function screeningRows(screening: ReportScreening): ScreeningRow[] {
  return screening.subjects.flatMap((subject) => subject.matches.map((match): ScreeningRow => {
    const earlier = match.reviews.filter((review) => !(match.review && sameReview(review, match.review)));
    return {
      subject: subject.name, role: subject.role, kind: subject.kind,
      entityId: match.entity.id, caption: match.entity.caption,
      listedFor: MATCH_CATEGORY_WORDS[topicClass(match.entity.topics)],
      topics: match.entity.topics.join(", "), lists: match.entity.datasets.join(", "),
      score: match.score,
      features: match.features.map((feature) => `${feature.name} ${feature.score.toFixed(2)} × ${feature.weight}: ${feature.detail}`).join("; "),
      review: match.review ? reviewWords(match.review) : match.reviewNeeded ? `Awaiting review again: ${match.reviewNeeded}` : "Awaiting review",
      earlier: earlier.length ? earlier.map(reviewWords).join(" | ") : null,
    };
  }));
}

/** "Screened on 22 Nov 2026 against sandbox 2026…, matches at a score of 0.70 or more: 12 subjects, 2 with matches; …". */
export function screeningIntro(screening: ReportScreening): string {
  const matches = screening.subjects.flatMap((subject) => subject.matches);
  const withMatches = screening.subjects.filter((subject) => subject.matches.length > 0).length;
  const count = (verdict: Review["verdict"]) => matches.filter((match) => match.review?.verdict === verdict).length;
  const threshold = screening.threshold == null ? "" : `, a match at a score of ${screening.threshold.toFixed(2)} or more`;
  const findings = matches.length
    ? `${matches.length} match${matches.length === 1 ? "" : "es"}: ${count("confirmed")} confirmed, ${count("false-positive")} false positive, ${matches.filter((match) => !match.review).length} awaiting review`
    : "no matches";
  return `Screened on ${formatDate(screening.screenedAt)} against ${screening.listVersion || "no list"}${threshold}: ${screening.subjects.length} subjects (the company, its former names, officers, PSCs and owners), ${withMatches} with matches; ${findings}.`;
}
