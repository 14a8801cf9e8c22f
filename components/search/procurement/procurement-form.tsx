// The filters of operation 19, each a labelled control; dates are chosen as dates and sent as dd/mm/yyyy.
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { dateForInput } from "@/lib/url-state/dates";
import type { ProcurementValues } from "@/lib/url-state/procurement-search";
import { PROCUREMENT_CONTRACT_TYPES, PROCUREMENT_STAGES, PROCUREMENT_STATUSES } from "@/lib/upstream/vocabularies";
import { fieldError, type Refusal } from "../refusal";
import { SearchFormCard } from "../search-screen";
import { SizeSelect } from "../size-select";
import { VocabularySelect } from "../vocabulary-select";

/** The filters with a fixed list of values (lib/upstream/vocabularies.ts says where each list comes from). */
const CHOICES = [
  { name: "status", label: "Notice status", any: "Any status", values: PROCUREMENT_STATUSES },
  { name: "procurement-stage", label: "Procurement stage", any: "Any stage", values: PROCUREMENT_STAGES },
  { name: "contract-type", label: "Contract type", any: "Any type", values: PROCUREMENT_CONTRACT_TYPES },
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
        <FormField id="procurement-cpv-codes" label="CPV codes" hint="8-digit codes separated by commas, e.g. 72000000,48000000" error={fieldError(refusal, "cpv-codes")}>
          {(control) => <input {...control} name="cpv-codes" type="text" defaultValue={values["cpv-codes"]} className={controlClassName} />}
        </FormField>
        {CHOICES.map((field) => (
          <VocabularySelect key={field.name} id={`procurement-${field.name}`} name={field.name} label={field.label} any={field.any}
            values={field.values} current={values[field.name]} error={fieldError(refusal, field.name)} />
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
