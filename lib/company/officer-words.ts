// Companies House's words for officer roles ("llp-designated-member" → "LLP Designated Member"), from
// officer-vocabulary.json: apart from the other vocabularies (./ch-words.ts) as only the officers code reads them.
import vocabulary from "@/lib/reference/officer-vocabulary.json" with { type: "json" };
import { worded } from "./ch-words";

export const officerRoleWords = worded(vocabulary.officer_role);
