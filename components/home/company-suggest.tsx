"use client";
// The home search's suggestions, on downshift's useCombobox (the ARIA 1.2 combobox: the list's roles, the active
// option named by aria-activedescendant, arrow keys, Enter, Escape, and a pointer choosing an option), drawn by the
// server too: its ids are the ones company-search.tsx passes, so the server's HTML and the browser's first render
// agree, and the field the page arrives with is the one that suggests.
import { useCombobox } from "downshift";
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { controlClassName } from "@/components/ui/form-field";
import { Highlight } from "@/components/search/companies/highlight";
import { hitPlace, MatchedText } from "@/components/search/companies/hit-detail";
import { companyStatusWords } from "@/lib/company/ch-words";
import { useCompanySearch, type CompanyHit } from "@/lib/queries/search-companies";
import { useRecentCompanies } from "@/lib/recent-companies";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";
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

function useOptions(text: string): { options: Option[]; searching: boolean; failure: string | null } {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const search = useCompanySearch(settled ? { q: settled, limit: MAX_SUGGESTIONS, status: "all" } : null);
  const recent = useRecentCompanies();
  if (!typed) return { options: [], searching: false, failure: null };
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
  // A failed search is said, not shown as no matches: the list keeps what it has and "See all results" still works.
  const failure = search.isError && !search.isFetching ? `Suggestions failed: ${search.error.message}` : null;
  options.push({ key: "all", href: companySearchHref(typed), label: `See all results for “${typed}”`, detail: failure ?? "Names, former names, numbers and postcodes" });
  return { options, searching: search.isFetching, failure };
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

interface SuggestingFieldProps {
  inputId: string;
  labelId: string;
  text: string;
  onTextChange: (text: string) => void;
  onGo: (href: string) => void;
  describedBy: string;
  invalid: boolean;
}

export function SuggestingField({ inputId, labelId, text, onTextChange, onGo, describedBy, invalid }: SuggestingFieldProps) {
  const { options, searching, failure } = useOptions(text);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, onTextChange);
  const { isOpen, highlightedIndex, closeMenu, getInputProps, getMenuProps, getItemProps } = useCombobox<Option>({
    items: options,
    itemToString: (option) => option?.key ?? "",
    itemToKey: (option) => option?.key,
    inputId,
    labelId,
    menuId: `${inputId}-options`,
    getItemId: (index) => `${inputId}-option-${index}`,
    // The text is the user's: choosing an option opens it rather than writing it into the field.
    inputValue: text,
    selectedItem: null,
    // Only a click or Enter on an option opens it; leaving the field with an option highlighted does not.
    onStateChange: ({ type, selectedItem }) => {
      const chosen = type === useCombobox.stateChangeTypes.ItemClick || type === useCombobox.stateChangeTypes.InputKeyDownEnter;
      if (chosen && selectedItem) onGo(selectedItem.href);
    },
  });
  const expanded = isOpen && options.length > 0;
  const companies = options.filter((option) => option.key !== "all").length;

  return (
    <>
      <input
        {...getInputProps({
          ref: input,
          // The text is handed up in the keystroke's own event, not from downshift's onInputValueChange, which runs in
          // an effect after the render: a render in between drew the old text into the field, and a keystroke landing
          // then was lost ("patel wholesale" became "patl hoesale" on a slow CPU).
          onChange: (event) => onTextChange(event.currentTarget.value),
          // Enter with no option highlighted belongs to the form: a number opens its company, a name its results, a bad
          // number says why (downshift would otherwise take the key and do nothing).
          onKeyDown: (event) => {
            if (event.key !== "Enter" || highlightedIndex >= 0) return;
            (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
            closeMenu();
          },
          type: "text",
          name: "q",
          autoComplete: "off",
          spellCheck: false,
          "aria-expanded": expanded,
          "aria-describedby": describedBy,
          "aria-invalid": invalid || undefined,
          "aria-busy": searching || undefined,
          className: `${controlClassName} text-base`,
        })}
      />
      <ul
        {...getMenuProps({ "aria-label": "Suggestions" })}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-96 overflow-y-auto rounded-md border border-line bg-surface shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            {...getItemProps({ item: option, index })}
            className={`flex cursor-pointer flex-col px-3 py-2 text-sm hover:bg-surface-muted ${index === highlightedIndex ? "bg-surface-muted" : ""} ${option.key === "all" ? "border-t border-line" : ""}`}
          >
            <span className="font-medium">{option.label}</span>
            <span className="text-xs text-ink-muted">{option.detail}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {expanded ? suggestionsStatus(companies, failure) : ""}
      </p>
    </>
  );
}

/**
 * What was typed while the page's scripts were still arriving becomes the field's text, in the commit that hydrates
 * it, before another keystroke: hydration keeps the browser's value but not the state, and the next render would
 * draw the empty state over it (and "Open company" would find nothing typed).
 */
function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, text: string, onTextChange: (text: string) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the server's field hydrates
  useLayoutEffect(() => {
    const typed = input.current?.value ?? text;
    if (typed !== text) onTextChange(typed);
  }, []);
}

function suggestionsStatus(companies: number, failure: string | null): string {
  const count = `${companies} ${companies === 1 ? "suggestion" : "suggestions"}; use the arrow keys to choose`;
  return failure ? `${failure} ${count}` : count;
}
