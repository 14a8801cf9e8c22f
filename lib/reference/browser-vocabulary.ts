// The few Companies House vocabularies the browser needs, cut from the YAML files into ch-vocabulary.json (a small
// fraction of the YAML's size), with the words only one tab reads in files of their own, kept off every
// other page's first load: the natures of control (PSC, shares and ownership) in control-vocabulary.json, the officer
// roles (officers) in officer-vocabulary.json. `npm run vocabulary` writes all three and browser-vocabulary.test.ts
// fails when they no longer match the YAML.
import { enumeration } from "./companies-house";

export function browserVocabulary() {
  return {
    company_status: enumeration("constants", "company_status"),
    company_type: enumeration("constants", "company_type"),
    account_type: enumeration("constants", "account_type"),
    charge_status: enumeration("mortgage", "status"),
  };
}

export function officerVocabulary() {
  return { officer_role: enumeration("constants", "officer_role") };
}

export function controlVocabulary() {
  return { nature_of_control: enumeration("psc", "short_description") };
}
