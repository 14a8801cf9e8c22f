// The few Companies House vocabularies the browser needs, cut from the YAML files into ch-vocabulary.json (a few
// kilobytes, instead of the 150 kB of YAML): `npm run vocabulary` writes it and browser-vocabulary.test.ts fails
// when it no longer matches the YAML.
import { enumeration } from "./companies-house";

export function browserVocabulary() {
  return {
    company_status: enumeration("constants", "company_status"),
    company_type: enumeration("constants", "company_type"),
    account_type: enumeration("constants", "account_type"),
    officer_role: enumeration("constants", "officer_role"),
    charge_status: enumeration("mortgage", "status"),
    nature_of_control: enumeration("psc", "short_description"),
  };
}
