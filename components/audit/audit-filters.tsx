// The audit trail's filters: a plain GET form, so the filters live in the URL and work without script.
import { controlClassName, FormField } from "@/components/ui/form-field";
import { buttonClassName } from "@/components/ui/button";
import { textLinkClassName } from "@/components/ui/text-link";
import type { AuditFilterInput } from "@/lib/audit/audit-filter";

interface Props { action: string; filter: AuditFilterInput; operations: readonly string[]; users?: readonly string[]; error?: string }

export function AuditFilters({ action, filter, operations, users, error }: Props) {
  return (
    <form method="get" action={action} aria-label="Filter the audit trail" className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-6">
      {users ? (
        <FormField id="user" label="User">
          {(control) => (
            <select {...control} name="user" defaultValue={filter.user ?? ""} className={controlClassName}>
              <option value="">Everyone</option>
              {users.map((user) => <option key={user} value={user}>{user}</option>)}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField id="company" label="Company number">
        {(control) => <input {...control} name="company" defaultValue={filter.company ?? ""} inputMode="text" className={controlClassName} />}
      </FormField>
      <FormField id="operation" label="Operation" className="lg:col-span-2">
        {(control) => (
          <select {...control} name="operation" defaultValue={filter.operation ?? ""} className={controlClassName}>
            <option value="">Any</option>
            {operations.map((title) => <option key={title} value={title}>{title}</option>)}
          </select>
        )}
      </FormField>
      <FormField id="from" label="From">
        {(control) => <input {...control} name="from" type="date" defaultValue={filter.from ?? ""} className={controlClassName} />}
      </FormField>
      <FormField id="to" label="To" error={error}>
        {(control) => <input {...control} name="to" type="date" defaultValue={filter.to ?? ""} className={controlClassName} />}
      </FormField>
      <div className="flex items-center gap-4 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={buttonClassName("primary", "control")}>Apply filters</button>
        <a href={action} className={textLinkClassName}>Clear</a>
      </div>
    </form>
  );
}
