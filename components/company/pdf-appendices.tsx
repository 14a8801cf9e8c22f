"use client";
// The PDF's export dialog: the summary always, then the appendices the analyst ticks (none by default), each
// summarised unless "print in full" is ticked too. The choice is written into the PDF link's address
// (lib/report/pdf-contents), so the download stays a plain link the keyboard follows; without JavaScript the link
// gives the summary alone. The workbook and JSON links beside it are always complete.
import { useId, useState } from "react";
import { APPENDICES, pdfContentsParams, SUMMARISED_APPENDICES, type AppendixId } from "@/lib/report/pdf-contents";

type Choices = Partial<Record<AppendixId, "summary" | "full">>;

export function pdfHref(base: string, choices: Choices): string {
  const appendices = APPENDICES.filter(({ id }) => choices[id]).map(({ id }) => ({ id, full: choices[id] === "full" }));
  return `${base}?format=pdf&${pdfContentsParams({ appendices }).toString()}`;
}

const linkClass = "rounded-md border border-line bg-surface px-2 py-1 text-brand underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand";

export function PdfAppendices({ base }: { base: string }) {
  const [choices, setChoices] = useState<Choices>({});
  const legend = useId();
  const chosen = APPENDICES.filter(({ id }) => choices[id]).length;
  const set = (id: AppendixId, value: "summary" | "full" | undefined) => setChoices((current) => ({ ...current, [id]: value }));
  return (
    <>
      <a href={pdfHref(base, choices)} download className={linkClass} aria-label={`Download report as PDF (the summary${chosen ? ` and ${chosen} ${chosen === 1 ? "appendix" : "appendices"}` : ""}, for the credit file)`}>
        PDF
      </a>
      <details className="basis-full text-sm">
        <summary className="cursor-pointer text-brand focus-visible:outline-2 focus-visible:outline-brand">PDF appendices ({chosen ? `${chosen} chosen` : "summary only"})</summary>
        <fieldset aria-labelledby={legend} className="mt-2 grid gap-1">
          <legend id={legend} className="font-medium">Appendices after the summary (long tables summarised unless printed in full)</legend>
          {APPENDICES.map(({ id, label, what }) => (
            <div key={id} className="flex flex-wrap items-center gap-x-4">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={Boolean(choices[id])} onChange={(event) => set(id, event.target.checked ? "summary" : undefined)} aria-describedby={`${legend}-${id}`} />
                {label}
              </label>
              {SUMMARISED_APPENDICES.includes(id) && (
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={choices[id] === "full"} disabled={!choices[id]} onChange={(event) => set(id, event.target.checked ? "full" : "summary")} />
                  {`Print ${label.toLowerCase()} in full`}
                </label>
              )}
              <span id={`${legend}-${id}`} className="basis-full text-xs text-ink-muted">{what}</span>
            </div>
          ))}
        </fieldset>
      </details>
    </>
  );
}
