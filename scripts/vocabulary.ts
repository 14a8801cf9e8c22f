// npm run vocabulary: writes lib/reference/ch-vocabulary.json, the Companies House words the browser needs.
import { writeFileSync } from "node:fs";
import { browserVocabulary } from "../lib/reference/browser-vocabulary";

writeFileSync(new URL("../lib/reference/ch-vocabulary.json", import.meta.url), `${JSON.stringify(browserVocabulary(), null, 2)}\n`);
console.log("lib/reference/ch-vocabulary.json written from reference/companies-house-enumerations");
