// One filing's description cell: Companies House's wording (bold where its template is), its resolutions, what
// could not be worded from Companies House's list, and a link to the document when the filing has one.
import { documentOf, filingDocumentHref } from "@/lib/company/filing-document";
import { wordingOf, type FilingWording, type DescriptionValues } from "@/lib/company/filing-text";

type Worded = { wording?: unknown; description?: unknown; description_values?: DescriptionValues };

function Words({ wording }: { wording: FilingWording }) {
  return (
    <>
      {wording.parts.map((part, index) => (part.bold ? <strong key={index} className="font-semibold">{part.text}</strong> : <span key={index}>{part.text}</span>))}
      {/* A known code whose template lacked values (wording.missing) is the item's own description, not an unknown one. */}
      {wording.source === "code" && wording.missing.length === 0 && <span className="text-ink-muted"> (code “{wording.key}” is not in Companies House’s descriptions)</span>}
    </>
  );
}

export function FilingDescription({ crn, date, item }: { crn: string; date: string; item: Worded & { document?: unknown; resolutions?: readonly Worded[] } }) {
  const href = filingDocumentHref(crn, documentOf(item));
  const resolutions = item.resolutions ?? [];
  return (
    <div className="space-y-1">
      <p data-testid="filing-description"><Words wording={wordingOf(item)} /></p>
      {resolutions.length > 0 && (
        <ul aria-label="Resolutions" className="list-disc pl-5 text-sm">
          {resolutions.map((resolution, index) => <li key={index}><Words wording={wordingOf(resolution)} /></li>)}
        </ul>
      )}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className="text-sm underline" data-testid="filing-document">
          View document<span className="sr-only"> of the filing of {date} (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
