// The few Companies House vocabularies the browser needs, cut from the YAML files into ch-vocabulary.json (a few
// kilobytes, instead of the 150 kB of YAML) and, as only the PSC, shares and ownership code reads them, the natures
// of control into control-vocabulary.json (two thirds of the words, kept off every other page's first load):
// `npm run vocabulary` writes both and browser-vocabulary.test.ts fails when they no longer match the YAML.
import { enumeration } from "./companies-house";

export function browserVocabulary() {
  return {
    company_status: enumeration("constants", "company_status"),
    company_type: enumeration("constants", "company_type"),
    account_type: enumeration("constants", "account_type"),
    officer_role: enumeration("constants", "officer_role"),
    charge_status: enumeration("mortgage", "status"),
  };
}

export function controlVocabulary() {
  return { nature_of_control: enumeration("psc", "short_description") };
}
