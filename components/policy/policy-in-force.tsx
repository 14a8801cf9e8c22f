// The version in force: its number, who made it, when and why, and the limit rule in words.
import { Facts, Section } from "@/components/ui/section";
import type { PolicyVersionView } from "@/lib/policy/version-view";
import { madeBy } from "./version-words";

export function PolicyInForce({ version }: { version: PolicyVersionView }) {
  return (
    <Section title={`In force: credit policy v${version.version}`} id="policy-in-force">
      <Facts items={[
        { label: "Version", value: <span data-testid="policy-in-force-version">v{version.version}</span> },
        { label: "Made by", value: madeBy(version) },
        { label: "Why", value: version.reason },
      ]} />
      <p className="mt-3 text-sm"><span className="font-medium">The limit: </span>{version.rule}</p>
    </Section>
  );
}
