// What a review of a match was made against, as fingerprints: a review holds while the list entity and the subject
// are as they were when the analyst judged them, and no longer once either changed (a new alias, another birth date,
// a new topic on the list; a director's corrected birth date). Only what a match is judged on goes in, so a list's
// reload that rewrites an entry's unrelated properties (its source URL, its notes) leaves a dismissal in place.
import { createHash } from "node:crypto";
import type { StoredEntity } from "./store";
import type { Subject, SubjectKind } from "./subjects";

const sorted = (values: readonly string[] | undefined) => [...(values ?? [])].map((value) => value.trim()).sort();
const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);

export function entityFingerprint(entity: Pick<StoredEntity, "schema" | "caption" | "names" | "birthDates" | "countries" | "nationalities" | "identifiers" | "topics" | "datasets" | "properties">): string {
  return digest({
    schema: entity.schema, caption: entity.caption.trim(), names: sorted(entity.names), weakAliases: sorted(entity.properties.weakAlias),
    birthDates: sorted(entity.birthDates), countries: sorted(entity.countries), nationalities: sorted(entity.nationalities),
    identifiers: sorted(entity.identifiers), topics: sorted(entity.topics), datasets: sorted(entity.datasets),
  });
}

export function subjectFingerprint(subject: Subject): string {
  return digest({
    kind: subject.kind, name: subject.name.trim(), birthDate: subject.birthDate ?? null, nationality: subject.nationality ?? null,
    country: subject.country ?? null, identifiers: sorted(subject.identifiers),
  });
}

/** Which subject of a company's screening a review is of: its kind, its role and its name as screened. */
export interface SubjectRef { kind: SubjectKind; role: string; name: string }

export const subjectKey = (subject: SubjectRef) => `${subject.kind}|${subject.role}|${subject.name.trim().toLowerCase()}`;
