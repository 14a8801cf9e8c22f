"use client";
// Adds companies to a list by pasting numbers or choosing a CSV file (up to 5,000): the numbers are split and sent,
// the server normalises them, and every value it refused is listed with its reason.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { FormField, controlClassName } from "@/components/ui/form-field";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";
import { BULK_MAX, splitCompanyNumbers, type Refusal } from "@/lib/monitor/bulk-numbers";

export function BulkAddForm({ listId }: { listId: string }) {
  const router = useRouter();
  const [text, setText] = useState("");
  const [result, setResult] = useState<{ added: string[]; refused: Refusal[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Add companies"
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const values = splitCompanyNumbers(text);
        setError(null);
        if (!values.length) return setError("Paste at least one company number, or choose a CSV file.");
        if (values.length > BULK_MAX) return setError(`At most ${BULK_MAX.toLocaleString("en-GB")} company numbers at once; this holds ${values.length.toLocaleString("en-GB")}.`);
        setBusy(true);
        try {
          setResult(await apiFetch(`/api/watchlists/${listId}/companies`, { method: "POST", body: { companyNumbers: values } }));
          setText("");
          router.refresh();
        } catch (caught) {
          setError(caught instanceof ApiError ? caught.detail : "The companies could not be added.");
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField id="bulk-numbers" label="Company numbers" hint="One per line, or separated by commas; e.g. 09990001, SC4." error={error}>
        {(control) => <textarea {...control} rows={3} value={text} onChange={(event) => setText(event.target.value)} className={controlClassName} />}
      </FormField>
      <FormField id="bulk-file" label="Or a CSV file" hint="Every cell that holds a company number is read.">
        {(control) => (
          <input {...control} type="file" accept=".csv,text/csv,text/plain" className="text-sm"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (file) setText(await file.text());
            }} />
        )}
      </FormField>
      <div><button type="submit" disabled={busy} className={buttonClassName("primary", "control")}>Add to watchlist</button></div>
      {result && (
        <div role="status" className="text-sm">
          <p>{result.added.length.toLocaleString("en-GB")} added; {result.refused.length.toLocaleString("en-GB")} refused.</p>
          {result.refused.length > 0 && (
            <ul aria-label="Refused" className="mt-1 list-disc pl-5">
              {result.refused.map((refusal, index) => <li key={`${refusal.value}-${index}`}><code>{refusal.value}</code> {refusal.detail}</li>)}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
