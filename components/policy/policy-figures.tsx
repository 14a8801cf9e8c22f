// Every figure of a policy, read-only, grouped as the schema is: what an analyst sees instead of the form.
import { Section } from "@/components/ui/section";
import type { CreditPolicy } from "@/lib/policy/policy";
import { POLICY_FIELD_GROUPS, shownValue } from "@/lib/policy/policy-form-fields";

export function PolicyFigures({ policy }: { policy: CreditPolicy }) {
  return (
    <Section title="The policy's figures" id="policy-figures">
      <p className="mb-3 text-sm text-ink-muted">Only an admin can change the policy.</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {POLICY_FIELD_GROUPS.map((group) => (
          <div key={group.id} className="min-w-0">
            <h3 className="text-sm font-semibold">{group.title}</h3>
            <p className="text-xs text-ink-muted">{group.intro}</p>
            <dl className="mt-1 flex flex-col gap-1 text-sm">
              {group.fields.map((field) => (
                <div key={field.path} className="flex flex-wrap justify-between gap-x-3">
                  <dt className="text-ink-muted">{field.label}</dt>
                  <dd className="break-words font-medium">{shownValue(field, policy)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </Section>
  );
}
