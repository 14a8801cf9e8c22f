// The evidence of linked-company risk, as the person page and the Officers tab show it: each company with its number,
// the role held there, and the day it went into liquidation or was struck off.
import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format/dates";
import { officerRoleWords } from "@/lib/company/officer-words";
import { endWords, type LinkedCompany } from "@/lib/people/linked-company-risk";

export function LinkedCompanyList({ linked, showPerson = false }: { linked: readonly LinkedCompany[]; showPerson?: boolean }) {
  return (
    <ul className="space-y-1" data-testid="linked-companies">
      {linked.map((entry) => (
        <li key={`${entry.person}-${entry.company}`} data-testid="linked-company">
          {showPerson ? <><Link className="font-medium text-brand underline" href={`/people/${entry.person}`}>{entry.name}</Link>{": "}</> : null}
          {officerRoleWords(entry.role) ?? entry.role} of{" "}
          <Link className="text-brand underline" href={`/companies/${entry.company}`}>{entry.companyName ?? entry.company}</Link>{" "}
          ({entry.company}), which {endWords(entry.kind)} on {formatDate(entry.date)}
        </li>
      ))}
    </ul>
  );
}
