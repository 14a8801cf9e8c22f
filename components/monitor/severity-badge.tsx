// An alert's level as a badge: the word says it (never the colour alone), the colour repeats it.
import { Badge, type Tone } from "@/components/ui/badge";
import { SEVERITY_LABELS, type Severity } from "@/lib/monitor/severity";

const TONE: Record<Severity, Tone> = { red: "danger", amber: "warning", green: "success" };

export function SeverityBadge({ severity }: { severity: Severity }) {
  return <Badge tone={TONE[severity]}><span className="sr-only">Severity: </span>{SEVERITY_LABELS[severity]}</Badge>;
}
