// What a re-screen of a watched company raises, pure: the matches of the screening of now that were not in its last
// screening (the baseline) and that no review still in force dismisses (review-status.ts), each one change for the
// monitor's store (lib/monitor/alert-store.ts), worded with the subject, the list entity's caption, the score and the
// list version. The key carries the list topic (the alert's level: red for sanctions, amber for a PEP or debarment,
// lib/monitor/severity.ts) and the list version, so a retried re-screen never raises a match twice while a match that
// left the lists and came back on a later version is news again.
import { createHash } from "node:crypto";
import type { Change } from "@/lib/monitor/diff";
import { type SubjectRef, subjectFingerprint, subjectKey } from "./fingerprints";
import type { ReviewedMatch, ReviewedScreening, ReviewedSubject } from "./reviewed-screening";
import type { Subject } from "./subjects";
import { type TopicClass, topicClass } from "./list-topics";

/** A match as the last screening found it: enough to know it again (subject and entity) and to say what it was. */
export interface BaselineMatch { subject: SubjectRef; entityId: string; score: number; listVersion: string }

export interface Baseline {
  listVersion: string;
  screenedAt: string;
  /** Whom the company's screening screened (subjectsFingerprint): a check finding another set re-screens it. */
  subjectsFingerprint: string;
  matches: BaselineMatch[];
}

export interface NewMatch { subject: ReviewedSubject; match: ReviewedMatch }


const ref = (subject: SubjectRef): SubjectRef => ({ kind: subject.kind, role: subject.role, name: subject.name });
const keyOf = (subject: SubjectRef, entityId: string) => `${subjectKey(subject)}|${entityId}`;

/** Whom a company's screening screens, as one fingerprint: who they are (fingerprints.ts) and in what role. */
export function subjectsFingerprint(subjects: readonly Subject[]): string {
  const each = subjects.map((subject) => `${subjectKey(subject)}#${subjectFingerprint(subject)}`).sort();
  return createHash("sha256").update(JSON.stringify(each)).digest("hex").slice(0, 32);
}

/** The screening of now, kept as the company's last screening. */
export function baselineOf(screening: ReviewedScreening, subjectsPrint: string): Baseline {
  return {
    listVersion: screening.listVersion, screenedAt: screening.screenedAt, subjectsFingerprint: subjectsPrint,
    matches: screening.subjects.flatMap((subject) => subject.matches.map((match) => ({
      subject: ref(subject), entityId: match.entity.id, score: match.score, listVersion: screening.listVersion,
    }))),
  };
}

/** The matches not in the last screening and not dismissed by a false-positive review still in force. */
export function newMatches(previous: readonly BaselineMatch[], screening: ReviewedScreening): NewMatch[] {
  const known = new Set(previous.map((match) => keyOf(match.subject, match.entityId)));
  return screening.subjects.flatMap((subject) => subject.matches
    .filter((match) => !known.has(keyOf(subject, match.entity.id)) && match.review?.verdict !== "false-positive")
    .map((match) => ({ subject, match })));
}

const CLASS_WORDS: Record<TopicClass, string> = { sanctions: "sanctions", pep: "PEP", debarment: "debarment", other: "screening" };

/** One new match as the monitor's change: the alert's key, title and detail. */
export function screeningChange({ subject, match }: NewMatch, listVersion: string): Change {
  const topic = topicClass(match.entity.topics);
  const topics = match.entity.topics.length ? match.entity.topics.join(", ") : "no topic";
  const lists = match.entity.datasets.length ? ` on ${match.entity.datasets.join(", ")}` : "";
  return {
    kind: "screening-match",
    key: `screening-match:${topic}|${listVersion}|${keyOf(subject, match.entity.id)}`,
    title: `New ${CLASS_WORDS[topic]} match: ${subject.name}`,
    detail: `${subject.role} ${subject.name} matches ${match.entity.caption} (${match.entity.id}; ${topics}${lists}) at score ` +
      `${match.score.toFixed(2)} against list version ${listVersion}. Review it on the Screening tab.`,
  };
}
