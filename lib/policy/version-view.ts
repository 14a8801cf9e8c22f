// A credit policy version as the API answers it (GET /api/policy, /api/policy/versions): the version, the rule in
// words, and in the history what it changed from the version before. Types only, for the browser's screens too.
import type { PolicyVersion } from "./policy";
import type { PolicyFieldChange } from "./policy-diff";

export interface PolicyVersionView extends PolicyVersion {
  rule: string;
  /** The fields that differ from the version before; empty for version 1. */
  changes?: PolicyFieldChange[];
}
