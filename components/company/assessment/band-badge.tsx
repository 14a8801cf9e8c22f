// The colour and words of a band, the same on the header, the tab and the history.
import { cx } from "@/components/ui/cx";
import { RISK_BAND_LABELS, type RiskBand } from "@/lib/assessment/risk-band";
import { BAND_LABELS, type ModelBand } from "@/lib/assessment/models";

const TONE: Record<ModelBand | RiskBand, "danger" | "warning" | "success"> = {
  "at-risk": "danger", distress: "danger", high: "danger", grey: "warning", moderate: "warning", solvent: "success", safe: "success", low: "success",
};

const CLASSES = {
  danger: "bg-danger-soft text-danger border-danger/40",
  warning: "bg-warning-soft text-warning border-warning/40",
  success: "bg-success-soft text-success border-success/40",
};

export function BandBadge({ band, className }: { band: ModelBand | RiskBand; className?: string }) {
  const label = band in RISK_BAND_LABELS ? RISK_BAND_LABELS[band as RiskBand] : BAND_LABELS[band as ModelBand];
  return <span className={cx("inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold", CLASSES[TONE[band]], className)}>{label}</span>;
}
