import "server-only";
// THE one function a company's screening comes from: the route, the reports and the re-screening alerts all read it.
// Whom to screen comes from the profile (subjects.ts), the candidates from the store in force (opened once per
// process), the threshold from the server's configuration (SCREENING_THRESHOLD), and each match carries its reviews
// and whether the latest still holds (review-status.ts). No list loaded is not "no matches": it answers null, and the
// route says so (503), so nobody reads an unscreened company as clear.
import { profileAnswer } from "@/lib/assessment/profile-answer";
import { screeningThreshold } from "@/lib/config/server-config";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { entityFingerprint, type SubjectRef, subjectFingerprint, subjectKey } from "./fingerprints";
import { serverScreeningStore } from "./list-reload-start";
import { matchKey, matchReviews, reviewsByMatch, type ReviewRecord } from "./review-status";
import type { ReviewedMatch, ReviewedScreening, ReviewedSubject } from "./reviewed-screening";
import { reviewsOfCompany } from "./review-store";
import { type ScreeningAnswer, type ScreeningMatch, screenSubjects } from "./screen";
import type { ScreeningStore } from "./store";
import { type Subject, screeningSubjects } from "./subjects";

export type { ReviewedMatch, ReviewedScreening, ReviewedSubject };

/** What a review of one match is made against, found in the screening of now (lib/screening/review-store.ts). */
export interface MatchBasis { subject: Subject; match: ScreeningMatch; entityFingerprint: string; subjectFingerprint: string; listVersion: string }

interface Screened { answer: ScreeningAnswer; subjects: Subject[]; entityPrints: Map<string, string>; threshold: number }

type Store = Pick<ScreeningStore, "candidatesOfMany" | "listsInForce" | "entity">;

/** The fingerprint of each matched entity, read whole from the list in force that holds it. */
async function matchedEntityPrints(store: Store, answer: ScreeningAnswer, lists: readonly string[]): Promise<Map<string, string>> {
  const ids = new Set(answer.subjects.flatMap((subject) => subject.matches.map((match) => match.entity.id)));
  const prints = new Map<string, string>();
  for (const id of ids) {
    for (const list of lists) {
      const entity = await store.entity(list, id);
      if (entity) {
        prints.set(id, entityFingerprint(entity));
        break;
      }
    }
  }
  return prints;
}

async function screen(profile: CompanyProfile, now: Date, store: Store): Promise<Screened | null> {
  const lists = await store.listsInForce();
  if (lists.length === 0) return null;
  const threshold = screeningThreshold();
  const subjects = screeningSubjects(profile, now);
  const answer = await screenSubjects(store, subjects, { threshold, now });
  return { answer, subjects, threshold, entityPrints: await matchedEntityPrints(store, answer, lists.map((list) => list.list)) };
}

function withReviews({ answer, subjects, entityPrints, threshold }: Screened, records: readonly ReviewRecord[]): ReviewedScreening {
  const byMatch = reviewsByMatch(records);
  return {
    listVersion: answer.listVersion, screenedAt: answer.screenedAt, threshold,
    // screenSubjects answers the subjects in the order it was given them.
    subjects: answer.subjects.map((screened, index) => {
      const subject = subjects[index] as Subject;
      const subjectPrint = subjectFingerprint(subject);
      return {
        ...screened,
        matches: screened.matches.map((match) => ({
          ...match,
          ...matchReviews(byMatch.get(matchKey(subject, match.entity.id)) ?? [], { entityFingerprint: entityPrints.get(match.entity.id) ?? "", subjectFingerprint: subjectPrint }),
        })),
      };
    }),
  };
}

/** A company's screening from a profile already read (the reports, the monitor); null when no list is loaded. */
export async function screenProfile(crn: string, profile: CompanyProfile, { now = new Date(), store = serverScreeningStore() as Store } = {}): Promise<ReviewedScreening | null> {
  const screened = await screen(profile, now, store);
  return screened && withReviews(screened, await reviewsOfCompany(crn));
}

/** The one match a review names, as found in the screening of now, with what the review is made against. */
export async function matchToReview(
  profile: CompanyProfile, ref: SubjectRef, entityId: string, { now = new Date(), store = serverScreeningStore() as Store } = {},
): Promise<MatchBasis | "no-list" | "no-match"> {
  const screened = await screen(profile, now, store);
  if (!screened) return "no-list";
  const index = screened.subjects.findIndex((subject) => subjectKey(subject) === subjectKey(ref));
  const subject = screened.subjects[index];
  const match = screened.answer.subjects[index]?.matches.find((item) => item.entity.id === entityId);
  const entityPrint = screened.entityPrints.get(entityId);
  if (!subject || !match || !entityPrint) return "no-match";
  return { subject, match, entityFingerprint: entityPrint, subjectFingerprint: subjectFingerprint(subject), listVersion: screened.answer.listVersion };
}

export type CompanyScreeningAnswer =
  | { ok: true; screening: ReviewedScreening | null; headers: Record<string, string> }
  | { ok: false; response: Response };

/** The company's screening, its profile read through the BFF's client as every route reads it (cache, breaker, deadline). */
export async function companyScreening(crn: string, { requestId, viewer }: { requestId: string; viewer?: string }): Promise<CompanyScreeningAnswer> {
  const answer = await profileAnswer(crn, requestId, { viewer });
  if (!answer.ok) return { ok: false, response: answer.response };
  return { ok: true, screening: await screenProfile(crn, answer.profile as CompanyProfile), headers: answer.headers };
}
