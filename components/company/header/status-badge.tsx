import { Badge, type Tone } from "@/components/ui/badge";
import { companyStatusWords } from "@/lib/company/ch-words";

// Companies House status words vary in case and wording; the tone follows the gravest word found.
const TONES: Array<[RegExp, Tone]> = [
  [/dissolv|struck|removed|closed|converted/i, "neutral"],
  [/liquidat|insolven|receiver|administrat|winding/i, "danger"],
  [/proposal|voluntary arrangement|dormant|strike/i, "warning"],
  [/active|live|open/i, "success"],
];

export function statusTone(status: string | null | undefined): Tone {
  if (!status) return "neutral";
  return TONES.find(([pattern]) => pattern.test(status))?.[1] ?? "neutral";
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  return <Badge tone={statusTone(status)}>{companyStatusWords(status) ?? "Status unknown"}</Badge>;
}
