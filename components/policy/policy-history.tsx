// Every version, newest first: who made it, when and why, and what it changed from the one before, field by field.
import { Section } from "@/components/ui/section";
import type { PolicyVersionView } from "@/lib/policy/version-view";
import { madeBy } from "./version-words";

export function PolicyHistory({ versions }: { versions: PolicyVersionView[] }) {
  return (
    <Section title="Version history" id="policy-history">
      <ol className="flex flex-col gap-3" aria-label="Credit policy versions, newest first">
        {versions.map((version, index) => (
          <li key={version.version} className="rounded-md border border-line p-3 text-sm">
            <h3 id={`policy-v${version.version}`} className="font-semibold">
              Version {version.version}{index === 0 ? " (in force)" : ""}
            </h3>
            <p className="text-ink-muted">{madeBy(version)}</p>
            <p className="mt-1 break-words"><span className="font-medium">Why: </span>{version.reason}</p>
            {version.changes && version.changes.length > 0 ? (
              <ul className="mt-2 list-disc pl-5" aria-label={`Changed in version ${version.version}`}>
                {version.changes.map((change) => <li key={change.path} className="break-words">{change.text}</li>)}
              </ul>
            ) : (
              <p className="mt-1 text-ink-muted">{version.version === 1 ? "The first version." : "No figure changed from the version before."}</p>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}
