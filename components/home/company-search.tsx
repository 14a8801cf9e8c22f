"use client";
// "Company number or name": a combobox that opens a company by number now, and will offer name matches when the
// directory lands. Suggestions are the typed number and matching recently viewed companies.
import { useRouter } from "next/navigation";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { useRecentCompanies } from "@/lib/recent-companies";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";

interface Suggestion {
  number: string;
  label: string;
  detail: string;
}

const MAX_SUGGESTIONS = 6;

function useSuggestions(text: string): Suggestion[] {
  const recent = useRecentCompanies();
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const typed = normaliseCompanyNumber(text);
  const suggestions: Suggestion[] = typed ? [{ number: typed, label: `Open company ${typed}`, detail: "Company number" }] : [];
  for (const company of recent) {
    if (company.number === typed) continue;
    if (company.name.toLowerCase().includes(needle) || company.number.toLowerCase().includes(needle.replace(/\s+/g, ""))) {
      suggestions.push({ number: company.number, label: company.name, detail: `${company.number} · recently viewed` });
    }
  }
  return suggestions.slice(0, MAX_SUGGESTIONS);
}

export function CompanySearch() {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const suggestions = useSuggestions(text);
  const expanded = open && suggestions.length > 0;
  const inputId = `${id}-input`;
  const listId = `${id}-options`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  function go(number: string) {
    setOpen(false);
    router.push(`/companies/${number}`);
  }

  function submit() {
    if (expanded && active >= 0) return go(suggestions[active].number);
    const number = normaliseCompanyNumber(text);
    if (number) return go(number);
    setError(text.trim() ? `“${text.trim()}” is not a company number. Enter ${COMPANY_NUMBER_RULE}.` : "Enter a company number.");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the text itself: moving past either end returns to it, as in a native autocomplete.
      setActive((current) => {
        const next = current + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  return (
    <form
      role="search"
      aria-label="Find a company"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor={inputId} className="text-sm font-medium">Company number or name</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
            className={`${controlClassName} text-base`}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border border-line bg-surface shadow-lg"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.number}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the input so the click is not lost to its blur handler.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(suggestion.number)}
                className="flex cursor-pointer flex-col px-3 py-2 text-sm hover:bg-surface-muted aria-selected:bg-surface-muted"
              >
                <span className="font-medium">{suggestion.label}</span>
                <span className="text-xs text-ink-muted tabular-nums">{suggestion.detail}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" variant="primary" size="control">Open company</Button>
      </div>
      {error ? <p id={errorId} role="alert" className="text-sm text-danger">{error}</p> : null}
      <p id={hintId} className="text-xs text-ink-muted">
        For example 1, 00000001 or SC123456. Search by name is coming with the company directory.
      </p>
    </form>
  );
}
