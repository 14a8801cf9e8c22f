// The shape of GET /api/screening/{crn}'s answer, for the server that makes it and the Screening tab that shows it:
// the answer (screen.ts), the threshold applied, and each match with its reviews (review-status.ts).
import type { MatchReviews } from "./review-status";
import type { ScreenedSubject, ScreeningAnswer, ScreeningMatch } from "./screen";

export type ReviewedMatch = ScreeningMatch & MatchReviews;
export type ReviewedSubject = Omit<ScreenedSubject, "matches"> & { matches: ReviewedMatch[] };

export interface ReviewedScreening extends Omit<ScreeningAnswer, "subjects"> {
  /** The score at or above which a result is a match (SCREENING_THRESHOLD). */
  threshold: number;
  subjects: ReviewedSubject[];
}
