"use client";
// "Company number or name": a combobox over the company directory. A company number opens the company at once;
// names, former names and postcodes suggest companies as you type; the last option opens the full results page.
import { useRouter } from "next/navigation";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { Highlight } from "@/components/search/companies/highlight";
import { hitPlace, MatchedText } from "@/components/search/companies/hit-detail";
import { companyStatusWords } from "@/lib/company/ch-words";
import { useCompanySearch, type CompanyHit } from "@/lib/queries/search-companies";
import { useRecentCompanies } from "@/lib/recent-companies";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { companySearchHref } from "@/lib/url-state/company-search";
import { useDebouncedValue } from "@/lib/use-debounced-value";

interface Option {
  key: string;
  href: string;
  label: ReactNode;
  detail: ReactNode;
}

const MAX_SUGGESTIONS = 6;
const DEBOUNCE_MS = 150;
// Letters of a register prefix then digits: meant as a company number, so a bad one is explained, not searched for.
const NUMBER_SHAPED = /^[a-z]{0,2}[\d\s]*\d[\d\s]*$/i;

function useOptions(text: string): { options: Option[]; searching: boolean } {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const search = useCompanySearch(settled ? { q: settled, limit: MAX_SUGGESTIONS, status: "all" } : null);
  const recent = useRecentCompanies();
  if (!typed) return { options: [], searching: false };
  const number = normaliseCompanyNumber(typed);
  const options: Option[] = number
    ? [{ key: number, href: `/companies/${number}`, label: `Open company ${number}`, detail: "Company number" }]
    : [];
  // Recently viewed companies come first: they are known to the browser before the directory answers.
  const needle = typed.toLowerCase();
  for (const company of recent) {
    if (options.length >= MAX_SUGGESTIONS || options.some((option) => option.key === company.number)) continue;
    if (company.name.toLowerCase().includes(needle) || company.number.toLowerCase().includes(needle.replace(/\s+/g, ""))) {
      options.push({ key: company.number, href: `/companies/${company.number}`, label: <Highlight text={company.name} query={typed} />, detail: `${company.number} · recently viewed` });
    }
  }
  const query = search.data?.query ?? settled;
  for (const hit of search.data?.hits ?? []) {
    if (options.length >= MAX_SUGGESTIONS || options.some((option) => option.key === hit.number)) continue;
    options.push({ key: hit.number, href: `/companies/${hit.number}`, label: <Highlight text={hit.name} query={query} />, detail: <HitLine hit={hit} query={query} /> });
  }
  options.push({ key: "all", href: companySearchHref(typed), label: `See all results for “${typed}”`, detail: "Names, former names, numbers and postcodes" });
  return { options, searching: search.isFetching };
}

function HitLine({ hit, query }: { hit: CompanyHit; query: string }) {
  const parts = [hit.number, hitPlace(hit), companyStatusWords(hit.status)].filter(Boolean).join(" · ");
  return (
    <span className="flex flex-wrap gap-x-2">
      <span className="tabular-nums">{parts}</span>
      <MatchedText hit={hit} query={query} />
    </span>
  );
}

export function CompanySearch() {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const { options, searching } = useOptions(text);
  const expanded = open && options.length > 0;
  const inputId = `${id}-input`;
  const listId = `${id}-options`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const companies = options.filter((option) => option.key !== "all").length;

  function go(href: string) {
    setOpen(false);
    router.push(href);
  }

  function submit() {
    if (expanded && active >= 0 && options[active]) return go(options[active].href);
    const typed = text.trim();
    const number = normaliseCompanyNumber(typed);
    if (number) return go(`/companies/${number}`);
    if (NUMBER_SHAPED.test(typed)) return setError(`“${typed}” is not a company number. Enter ${COMPANY_NUMBER_RULE}.`);
    if (typed) return go(companySearchHref(typed));
    setError("Enter a company number or name.");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!options.length) return;
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the text itself: moving past either end returns to it, as in a native autocomplete.
      setActive((current) => {
        const next = Math.min(current, options.length - 1) + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
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
            aria-busy={searching || undefined}
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
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-96 overflow-y-auto rounded-md border border-line bg-surface shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={option.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the input so the click is not lost to its blur handler.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.href)}
                className={`flex cursor-pointer flex-col px-3 py-2 text-sm hover:bg-surface-muted aria-selected:bg-surface-muted ${option.key === "all" ? "border-t border-line" : ""}`}
              >
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-ink-muted">{option.detail}</span>
              </li>
            ))}
          </ul>
        </div>
        <Button type="submit" variant="primary" size="control">Open company</Button>
      </div>
      <p id={statusId} role="status" className="sr-only">
        {expanded ? `${companies} ${companies === 1 ? "suggestion" : "suggestions"}; use the arrow keys to choose` : ""}
      </p>
      {error ? <p id={errorId} role="alert" className="text-sm text-danger">{error}</p> : null}
      <p id={hintId} className="text-xs text-ink-muted">
        A company number such as 1, 00000001 or SC123456 opens the company; a name, former name or postcode searches the directory.
      </p>
    </form>
  );
}
