// Every company in a result links to its company page; numbers are normalised as the BFF does, and text that is
// not a company number is shown without a link rather than as a link that would 400.
import { Link } from "@/components/ui/link";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { textLinkClassName } from "@/components/ui/text-link";

export function CompanyLink({ number, name }: { number: string | null | undefined; name?: string | null }) {
  const normalised = number ? normaliseCompanyNumber(number) : null;
  const label = name || normalised || number || "Unnamed company";
  if (!normalised) return <span>{label}</span>;
  return (
    <span className="flex min-w-36 flex-col">
      <Link href={`/companies/${normalised}`} className={`${textLinkClassName} font-medium`}>
        {label}
      </Link>
      {name ? <span className="text-xs text-ink-muted tabular-nums">{normalised}</span> : null}
    </span>
  );
}
