"use client";
// One match of a subject: the list entity (lists, topics, schema), its score and explanation, where its review stands
// (in force, awaiting review, or needing review again and why), the review form and the review history.
import { Badge, type Tone } from "@/components/ui/badge";
import { formatDate } from "@/lib/format/dates";
import type { ReviewDraft } from "@/lib/queries/screening-queries";
import type { ReviewView } from "@/lib/screening/review-status";
import type { ReviewedMatch } from "@/lib/screening/reviewed-screening";
import { type TopicClass, topicClass } from "@/lib/screening/list-topics";
import { MATCH_CATEGORY_WORDS } from "@/lib/screening/screening-flags";
import { MatchExplanation } from "./match-explanation";
import { ReviewForm } from "./review-form";

const CATEGORY_TONE: Record<TopicClass, Tone> = { sanctions: "danger", pep: "warning", debarment: "warning", other: "neutral" };
const VERDICT_WORDS = { "false-positive": "False positive", confirmed: "Confirmed" } as const;

function reviewLine(review: ReviewView): string {
  const at = new Date(review.at).toLocaleString("en-GB", { timeZone: "UTC" });
  return `${VERDICT_WORDS[review.verdict]} by ${review.by}, ${at} UTC, against list version ${review.listVersion}`;
}

function Standing({ match }: { match: ReviewedMatch }) {
  if (match.review) {
    const tone: Tone = match.review.verdict === "confirmed" ? "danger" : "success";
    return (
      <p className="text-sm" data-testid="review-standing" data-standing={match.review.verdict}>
        <Badge tone={tone}>{VERDICT_WORDS[match.review.verdict]}</Badge>{" "}
        {match.review.by} on {formatDate(match.review.at)}{match.review.reason ? `: ${match.review.reason}` : ""}
      </p>
    );
  }
  if (match.reviewNeeded) {
    return (
      <p className="text-sm" data-testid="review-standing" data-standing="needs-review-again">
        <Badge tone="warning">Needs review again</Badge> {match.reviewNeeded}
      </p>
    );
  }
  return <p className="text-sm" data-testid="review-standing" data-standing="awaiting-review"><Badge tone="warning">Awaiting review</Badge></p>;
}

export function MatchCard({ crn, subject, match, headingLevel = 3 }: { crn: string; subject: ReviewDraft["subject"]; match: ReviewedMatch; headingLevel?: 3 }) {
  const category = topicClass(match.entity.topics);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="space-y-3 rounded-md border border-line p-3" data-testid="screening-match" data-entity={match.entity.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="font-semibold break-words">{match.entity.caption} <span className="font-normal text-ink-muted">({match.entity.id})</span></Heading>
        <p className="tabular-nums text-sm font-semibold" data-testid="match-score">Score {match.score.toFixed(2)}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div><dt className="text-xs uppercase text-ink-muted">Listed for</dt><dd><Badge tone={CATEGORY_TONE[category]}>{MATCH_CATEGORY_WORDS[category]}</Badge> {match.entity.topics.join(", ") || "no topics given"}</dd></div>
        <div><dt className="text-xs uppercase text-ink-muted">Lists</dt><dd className="break-words">{match.entity.datasets.join(", ") || "not given"}</dd></div>
        <div><dt className="text-xs uppercase text-ink-muted">Kind of entry</dt><dd>{match.entity.schema}</dd></div>
      </dl>
      <Standing match={match} />
      <MatchExplanation match={match} />
      <ReviewForm crn={crn} subject={subject} entityId={match.entity.id} entityCaption={match.entity.caption} />
      {match.reviews.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium">Review history ({match.reviews.length})</summary>
          <ol className="mt-2 space-y-1 text-sm" data-testid="review-history">
            {match.reviews.map((review) => (
              <li key={`${review.at}-${review.by}`}>{reviewLine(review)}{review.reason ? `: ${review.reason}` : ""}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
