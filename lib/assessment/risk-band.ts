// The overall risk band and its words, apart from the limit's rule so that the risk flags (which the limit reads)
// can name a band without importing the limit.
export type RiskBand = "low" | "moderate" | "high";

export const RISK_BAND_LABELS: Record<RiskBand, string> = { low: "Low risk", moderate: "Moderate risk", high: "High risk" };
