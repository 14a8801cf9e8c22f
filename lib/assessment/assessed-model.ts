// One model's scores for every year of a company's accounts, as the assessment, its summary and the screens read them.
import type { AccountsSource } from "@/lib/financials/accounts-source";
import type { MissingFigure, ModelBand, ModelId } from "./models";

export interface AssessedYear {
  yearEnded: string;
  score: number | null;
  band: ModelBand | null;
  inputs: Record<string, number>;
  terms: Record<string, number>;
  missing?: MissingFigure[];
  /** Which filing the inputs came from. */
  source: { yearStartDate: string | null; accountType: string | null; currency: string | null };
  /** Why the models are not meaningful for this year's accounts (./applicability): then no score, no band. */
  notMeaningful?: string;
  /** The filing-history item the year's accounts were filed as (lib/financials/accounts-source), or why none. */
  filing: AccountsSource;
}

export interface AssessedModel {
  id: ModelId;
  name: string;
  citation: string;
  formula: string;
  bands: string;
  /** Oldest first, one per year of statutory accounts. */
  years: AssessedYear[];
}
