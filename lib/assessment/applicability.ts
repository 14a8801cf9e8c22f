// When the failure-prediction models are not meaningful for a year's accounts, so that year is not scored at all
// (rather than scored and shown as a band). Both models were fitted on trading companies of some size; on accounts
// that record no trade, or a balance sheet of a few hundred pounds, their ratios are artefacts: £100 of assets
// against £64 of current liabilities reads as a score, but says nothing about whether the company can pay.
import { formatSterling } from "@/lib/format/money";
import { toNumber } from "@/lib/format/numbers";
import type { StatutoryAccounts } from "@/lib/financials/years";

/** Below this total assets, one invoice or one director's loan swings every ratio the models read. */
export const MIN_TOTAL_ASSETS = 10_000;

export const NOT_SCORED_RULE = "A year is not scored when its accounts are dormant accounts (accountType says dormant), "
  + `or its total assets are under ${formatSterling(MIN_TOTAL_ASSETS)}: the models are fitted on trading companies and `
  + "their ratios say nothing on such accounts.";

/** Why the models are not meaningful for this year's accounts, or null when they may score it. */
export function modelsNotMeaningful(accounts: Pick<StatutoryAccounts, "accountType" | "totalAssets">): string | null {
  if (/dormant/i.test(accounts.accountType ?? "")) return "dormant accounts";
  // The sparse style sends figures as text ("100"); read them as the models do.
  const assets = toNumber(accounts.totalAssets as number | string | null | undefined);
  if (assets != null && assets < MIN_TOTAL_ASSETS) {
    return `total assets of ${formatSterling(assets)}, under ${formatSterling(MIN_TOTAL_ASSETS)}`;
  }
  return null;
}
