// A company's screening: each subject's candidates from the store's name index (by the same name keys the store
// indexed), each scored and explained; a candidate at or above the threshold is a match. The answer is the body of
// GET /api/screening/{crn}.
import type { CompanyProfile } from "@/lib/upstream/schemas/company";
import { nameKeys } from "./name-keys";
import { type Feature, scoreCandidate } from "./score";
import type { ScreeningStore, StoredEntity } from "./store";
import { type Subject, type SubjectKind, screeningSubjects } from "./subjects";

/** The default: a result is a match at 0.70 or more (SCREENING_THRESHOLD overrides it in the server's config). */
export const DEFAULT_SCREENING_THRESHOLD = 0.7;
/** Candidates scored per subject, best ranked by the index first: enough for a common name's namesakes. */
export const CANDIDATES_PER_SUBJECT = 50;

export interface ScreeningMatch {
  entity: { id: string; caption: string; schema: string; topics: string[]; datasets: string[] };
  score: number;
  features: Feature[];
}

export interface ScreenedSubject { kind: SubjectKind; name: string; role: string; matches: ScreeningMatch[] }

export interface ScreeningAnswer {
  /** The lists in force as "name version", comma-separated: what a review is made against. */
  listVersion: string;
  screenedAt: string;
  subjects: ScreenedSubject[];
}

export interface ScreenOptions {
  threshold?: number;
  now?: Date;
}

type CandidateStore = Pick<ScreeningStore, "candidatesOfMany" | "listsInForce">;

function asMatch(entity: StoredEntity, scored: { score: number; features: Feature[] }): ScreeningMatch {
  const { id, caption, schema, topics, datasets } = entity;
  return { entity: { id, caption, schema, topics, datasets }, ...scored };
}

/** The subjects screened against the lists in force, each with its matches strongest first. */
export async function screenSubjects(store: CandidateStore, subjects: readonly Subject[], options: ScreenOptions = {}): Promise<ScreeningAnswer> {
  const threshold = options.threshold ?? DEFAULT_SCREENING_THRESHOLD;
  const lists = await store.listsInForce();
  // Every subject's candidates asked of the store at once, each distinct name and kind once: a director who is also
  // a PSC is looked up once, and keys the subjects share are looked up once (store-candidates.ts).
  const keyOf = (subject: Subject) => `${subject.kind}|${subject.name}`;
  const distinct = [...new Map(subjects.map((subject) => [keyOf(subject), subject])).values()];
  const found = await store.candidatesOfMany(distinct.map((subject) => nameKeys(subject.name, subject.kind)), CANDIDATES_PER_SUBJECT);
  const candidatesOf = new Map<string, StoredEntity[]>(distinct.map((subject, index) => [keyOf(subject), found[index] ?? []]));
  const screened: ScreenedSubject[] = [];
  for (const subject of subjects) {
    const matches = (candidatesOf.get(keyOf(subject)) ?? [])
      .map((entity) => asMatch(entity, scoreCandidate(subject, entity)))
      .filter((match) => match.score >= threshold)
      .sort((a, b) => b.score - a.score);
    screened.push({ kind: subject.kind, name: subject.name, role: subject.role, matches });
  }
  return {
    listVersion: lists.map((list) => `${list.list} ${list.version}`).join(", "),
    screenedAt: (options.now ?? new Date()).toISOString(),
    subjects: screened,
  };
}

/** A company's screening from its profile: the company, its former names, officers, PSCs and owners. */
export function screenCompany(store: CandidateStore, profile: CompanyProfile, options: ScreenOptions = {}): Promise<ScreeningAnswer> {
  return screenSubjects(store, screeningSubjects(profile, options.now), options);
}
