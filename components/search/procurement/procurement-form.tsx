// The filters of operation 19, each a labelled control; dates are chosen as dates and sent as dd/mm/yyyy.
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { dateForInput } from "@/lib/url-state/dates";
import type { ProcurementValues } from "@/lib/url-state/procurement-search";
import { fieldError, type Refusal } from "../refusal";
import { SearchFormCard } from "../search-screen";
import { SizeSelect } from "../size-select";

const TEXT_FIELDS = [
  { name: "cpv-codes", label: "CPV codes", hint: "8-digit codes separated by commas, e.g. 72000000,48000000" },
  { name: "status", label: "Notice status", hint: "e.g. awarded" },
  { name: "procurement-stage", label: "Procurement stage", hint: "e.g. tender" },
  { name: "contract-type", label: "Contract type", hint: "e.g. services" },
] as const;

const DATE_RANGES = [
  { legend: "Closing date", from: "closingDateFrom", to: "closingDateTo" },
  { legend: "Contract end date", from: "contractEndDateFrom", to: "contractEndDateTo" },
] as const;

export function ProcurementForm({ values, refusal, onSearch }: {
  values: ProcurementValues;
  refusal: Refusal | null;
  onSearch: (form: FormData) => void;
}) {
  return (
    <SearchFormCard label="Procurement notices" onSubmit={onSearch}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TEXT_FIELDS.map((field) => (
          <FormField key={field.name} id={`procurement-${field.name}`} label={field.label} hint={field.hint} error={fieldError(refusal, field.name)}>
            {(control) => <input {...control} name={field.name} type="text" defaultValue={values[field.name]} className={controlClassName} />}
          </FormField>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {DATE_RANGES.map((range) => (
          <fieldset key={range.legend} className="grid min-w-0 gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold">{range.legend}</legend>
            {([[range.from, "from"], [range.to, "to"]] as const).map(([name, end]) => (
              <FormField key={name} id={`procurement-${name}`} label={`${range.legend} ${end}`} error={fieldError(refusal, name)}>
                {(control) => <input {...control} name={name} type="date" defaultValue={dateForInput(values[name])} className={controlClassName} />}
              </FormField>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-40"><SizeSelect id="procurement-size" value={values.size} error={fieldError(refusal, "size")} /></div>
        <Button type="submit" variant="primary" size="control">Search</Button>
      </div>
    </SearchFormCard>
  );
}
