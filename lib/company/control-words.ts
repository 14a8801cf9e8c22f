// Companies House's short descriptions of its nature-of-control codes, from control-vocabulary.json: apart from the
// other vocabularies (./ch-words.ts) as only the PSC, shares and ownership code reads them.
import vocabulary from "@/lib/reference/control-vocabulary.json" with { type: "json" };
import { lookUp } from "./ch-words";

/** A nature-of-control code in Companies House's short description, or null when it does not list the code. */
export function natureOfControlWords(code: string): string | null {
  const found = lookUp(vocabulary.nature_of_control, code);
  return found?.known ? found.text : null;
}
