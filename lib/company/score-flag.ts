// The credit assessment's band as a risk flag, so that the header's badge and the risk summary never disagree: a
// company the models score high risk has a high flag saying so, one scored moderate a warning. A company the models
// do not fit (dormant accounts, a tiny balance sheet) has no band and so no such flag (lib/assessment/overall).
import type { RiskBand } from "@/lib/assessment/risk-band";
import { assessModels, scoreVerdict } from "@/lib/assessment/overall";
import { BAND_LABELS } from "@/lib/assessment/models";
import { accountYears } from "@/lib/financials/years";
import { formatDate } from "@/lib/format/dates";
import { formatRatio } from "@/lib/format/numbers";
import type { CompanyProfile } from "@/lib/upstream/schemas/company";

const MODEL_NAMES = { taffler: "Taffler z", "altman-z2": "Altman Z''" } as const;
const TITLES: Record<RiskBand, string> = { high: "Credit score: high risk", moderate: "Credit score: moderate risk", low: "Credit score: low risk" };

/** The flag's finding when the assessment's band is `band`, naming each model's score that set it. */
export function scoreFinding(profile: CompanyProfile, band: RiskBand): { title: string; detail: string; suffix?: string } | null {
  const models = assessModels(accountYears(profile.statutoryAccounts));
  const { overall } = scoreVerdict(models);
  if (overall?.band !== band) return null;
  const scores = models.flatMap((model) => {
    const year = model.years.find((item) => item.yearEnded === overall.yearEnded);
    return year?.score != null && year.band ? [`${MODEL_NAMES[model.id]} ${formatRatio(year.score)} (${BAND_LABELS[year.band].toLowerCase()})`] : [];
  });
  return { title: TITLES[band], detail: `${scores.join(", ")} on the accounts to ${formatDate(overall.yearEnded)}` };
}
