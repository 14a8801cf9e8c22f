// npm run vocabulary: writes the Companies House words the browser needs: lib/reference/ch-vocabulary.json, and the
// natures of control (read by the PSC, shares and ownership code only) in lib/reference/control-vocabulary.json.
import { writeFileSync } from "node:fs";
import { browserVocabulary, controlVocabulary } from "../lib/reference/browser-vocabulary";

const write = (name: string, words: unknown) => writeFileSync(new URL(`../lib/reference/${name}`, import.meta.url), `${JSON.stringify(words, null, 2)}\n`);
write("ch-vocabulary.json", browserVocabulary());
write("control-vocabulary.json", controlVocabulary());
console.log("lib/reference/ch-vocabulary.json and control-vocabulary.json written from reference/companies-house-enumerations");
