// The matcher's features in an analyst's words, for the Screening tab's explanation (the JSON keeps logic-v2's names).
import type { FeatureName } from "./score";

export const FEATURE_WORDS: Record<FeatureName, string> = {
  name_match: "Name",
  identifier_match: "Registration or tax number",
  weak_alias_match: "Weak alias",
  country_differs: "Country differs",
  birth_year_differs: "Birth year differs",
  birth_date_differs: "Birth date differs",
  schema_differs: "Person against organisation",
  identifier_differs: "Registration numbers differ",
};

export const featureWords = (name: string) => FEATURE_WORDS[name as FeatureName] ?? name;
