"use client";
// Three ways to search charges; only the chosen mode's filters are shown and sent.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { CHARGE_TYPES, LENDING_TAGS } from "@/lib/upstream/vocabularies";
import { chargeMode, type ChargeMode, type ChargesValues } from "@/lib/url-state/charges-search";
import { dateForInput } from "@/lib/url-state/dates";
import { fieldError, type Refusal } from "../refusal";
import { SearchFormCard } from "../search-screen";
import { SizeSelect } from "../size-select";

const MODES: { value: ChargeMode; label: string }[] = [
  { value: "unsecured", label: "By lending tag" },
  { value: "secured", label: "By charge type" },
  { value: "by-date", label: "By registration dates" },
];

function choices(values: readonly string[], current: string): string[] {
  // A value from a hand-edited link stays selectable so that the BFF, not the form, says why it is wrong.
  return current && !values.some((value) => value.toLowerCase() === current.toLowerCase()) ? [current, ...values] : [...values];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ChargesForm({ values, refusal, onSearch }: {
  values: ChargesValues;
  refusal: Refusal | null;
  onSearch: (form: FormData) => void;
}) {
  const [mode, setMode] = useState<ChargeMode>(chargeMode(values.mode));
  const matching = (list: readonly string[]) => list.find((value) => value.toLowerCase() === values[mode === "secured" ? "chargeType" : "lendingTag"].toLowerCase());

  return (
    <SearchFormCard label="Charges" onSubmit={onSearch}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Search charges by</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {MODES.map((option) => (
            <label key={option.value} className="inline-flex min-h-10 items-center gap-2 text-sm">
              <input type="radio" name="mode" value={option.value} checked={mode === option.value} onChange={() => setMode(option.value)} className="size-4 accent-brand" />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        {mode === "unsecured" ? (
          <FormField id="charges-lendingTag" label="Lending tag" error={fieldError(refusal, "lendingTag")} className="w-full sm:w-80">
            {(control) => (
              <select {...control} name="lendingTag" required defaultValue={matching(LENDING_TAGS) ?? values.lendingTag} className={controlClassName}>
                <option value="">Choose a lending tag</option>
                {choices(LENDING_TAGS, values.lendingTag).map((tag) => <option key={tag} value={tag}>{capitalise(tag)}</option>)}
              </select>
            )}
          </FormField>
        ) : null}
        {mode === "secured" ? (
          <FormField id="charges-chargeType" label="Charge type" error={fieldError(refusal, "chargeType")} className="w-full sm:w-80">
            {(control) => (
              <select {...control} name="chargeType" required defaultValue={matching(CHARGE_TYPES) ?? values.chargeType} className={controlClassName}>
                <option value="">Choose a charge type</option>
                {choices(CHARGE_TYPES, values.chargeType).map((type) => <option key={type} value={type}>{capitalise(type)}</option>)}
              </select>
            )}
          </FormField>
        ) : null}
        {mode === "by-date" ? (
          <>
            <FormField id="charges-fromDate" label="Registered from" error={fieldError(refusal, "fromDate")} className="w-full sm:w-48">
              {(control) => <input {...control} name="fromDate" type="date" required defaultValue={dateForInput(values.fromDate)} className={controlClassName} />}
            </FormField>
            <FormField id="charges-toDate" label="Registered to" error={fieldError(refusal, "toDate")} className="w-full sm:w-48">
              {(control) => <input {...control} name="toDate" type="date" required defaultValue={dateForInput(values.toDate)} className={controlClassName} />}
            </FormField>
          </>
        ) : null}
        <div className="w-40"><SizeSelect id="charges-size" value={values.size} error={fieldError(refusal, "size")} /></div>
        <Button type="submit" variant="primary" size="control">Search</Button>
      </div>
    </SearchFormCard>
  );
}
