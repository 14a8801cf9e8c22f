// The figures a what-if may change: those the two models read and intangibleAssets (the policy's tangible net worth),
// in the models' order. Free of zod, so the browser's form reads the same list as the server's schema.
import { MODELS } from "./models";

export const WHAT_IF_FIELDS: readonly string[] = [...new Set([...MODELS.flatMap((model) => model.fields), "intangibleAssets"])];

/** ±£10tn: above any company's accounts, so a typo with extra zeros is refused rather than scored. */
export const WHAT_IF_FIGURE_MAX = 1e13;

/** A draft year may end at most this many months after the latest filed year end. */
export const WHAT_IF_MONTHS_AHEAD = 18;
