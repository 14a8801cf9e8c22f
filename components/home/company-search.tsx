"use client";
// "Company number or name": a company number opens the company at once; a name, former name or postcode opens the
// directory's results. The field is downshift's combobox (company-suggest.tsx) from the server's first render on,
// suggesting companies as you type once the page's scripts run; before they do, it is a text field in a form that
// submits to the directory's results page.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { companySearchHref } from "@/lib/url-state/company-search";
import { SuggestingField } from "./company-suggest";

// Letters of a register prefix then digits: meant as a company number, so a bad one is explained, not searched for.
const NUMBER_SHAPED = /^[a-z]{0,2}[\d\s]*\d[\d\s]*$/i;

export function CompanySearch() {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;

  function go(href: string) {
    // Opened at its top, as a page loaded from its address is. Left to itself, Next scrolls a navigation to the part
    // of the page that changed, which for a company is its tab below the header: on a phone, scrolled down to reach a
    // suggestion, the company page opened at its tab, or not scrolled at all when that tab's top was already in view.
    window.scrollTo(0, 0);
    router.push(href, { scroll: false });
  }

  function changeText(next: string) {
    setText(next);
    setError(null);
  }

  function submit() {
    const typed = text.trim();
    const number = normaliseCompanyNumber(typed);
    if (number) return go(`/companies/${number}`);
    if (NUMBER_SHAPED.test(typed)) return setError(`“${typed}” is not a company number. Enter ${COMPANY_NUMBER_RULE}.`);
    if (typed) return go(companySearchHref(typed));
    setError("Enter a company number or name.");
  }

  return (
    <form
      role="search"
      aria-label="Find a company"
      action="/search/companies"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-2"
    >
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium">Company number or name</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative min-w-0 flex-1">
          <SuggestingField
            inputId={inputId}
            labelId={labelId}
            text={text}
            onTextChange={changeText}
            onGo={go}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </div>
        <Button type="submit" variant="primary" size="control">Open company</Button>
      </div>
      {error ? <p id={errorId} role="alert" className="text-sm text-danger">{error}</p> : null}
      <p id={hintId} className="text-xs text-ink-muted">
        A company number such as 1, 00000001 or SC123456 opens the company; a name, former name or postcode searches the directory.
      </p>
    </form>
  );
}
