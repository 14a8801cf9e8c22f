// npm run vocabulary: writes the Companies House words the browser needs: lib/reference/ch-vocabulary.json, and the
// words one tab alone reads: officer roles in officer-vocabulary.json, natures of control in control-vocabulary.json.
import { writeFileSync } from "node:fs";
import { browserVocabulary, controlVocabulary, officerVocabulary } from "../lib/reference/browser-vocabulary";

const write = (name: string, words: unknown) => writeFileSync(new URL(`../lib/reference/${name}`, import.meta.url), `${JSON.stringify(words, null, 2)}\n`);
write("ch-vocabulary.json", browserVocabulary());
write("officer-vocabulary.json", officerVocabulary());
write("control-vocabulary.json", controlVocabulary());
console.log("lib/reference/ch-vocabulary.json, officer-vocabulary.json and control-vocabulary.json written from reference/companies-house-enumerations");
