"use client";
// "Company number or name": a company number opens the company at once; a name, former name or postcode opens the
// directory's results. The page arrives with a plain text field that does this by itself; once the combobox's code
// (company-suggest.tsx, on downshift) has loaded, the combobox takes the field's place with the same look and
// suggests companies as you type. That code loads on its own rather than in the home page's first load (the 170 kB
// budget); should it fail to load, the plain field goes on working.
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { controlClassName } from "@/components/ui/form-field";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";
import { companySearchHref } from "@/lib/url-state/company-search";
import type { FieldHandover, SuggestingField } from "./company-suggest";

const loadSuggest = () => import("./company-suggest");
// Fetched as this module runs in the browser, alongside hydration, rather than when the field first renders.
if (typeof window !== "undefined") void loadSuggest().catch(() => undefined);

interface Combobox {
  Field: typeof SuggestingField;
  handover: FieldHandover;
}

// Letters of a register prefix then digits: meant as a company number, so a bad one is explained, not searched for.
const NUMBER_SHAPED = /^[a-z]{0,2}[\d\s]*\d[\d\s]*$/i;

export function CompanySearch() {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [combobox, setCombobox] = useState<Combobox | null>(null);
  const plain = useRef<HTMLInputElement>(null);
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = error ? `${errorId} ${hintId}` : hintId;

  useEffect(() => {
    let mounted = true;
    loadSuggest().then(({ SuggestingField }) => {
      const field = plain.current;
      if (!mounted || !field) return;
      // Read the field and swap in one synchronous step, so that no keystroke lands in between: the combobox starts
      // with the field's text (typed before hydration too), its caret and its focus.
      const handover = { selectionStart: field.selectionStart ?? field.value.length, selectionEnd: field.selectionEnd ?? field.value.length, focused: document.activeElement === field };
      flushSync(() => {
        setText(field.value);
        setCombobox({ Field: SuggestingField, handover });
      });
    }, () => undefined);
    return () => {
      mounted = false;
    };
  }, []);

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

  const plainField = (
    <input
      id={inputId}
      type="text"
      name="q"
      autoComplete="off"
      spellCheck={false}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      ref={plain}
      value={text}
      onChange={(event) => changeText(event.target.value)}
      className={`${controlClassName} text-base`}
    />
  );

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
          {combobox ? (
            <combobox.Field
              inputId={inputId}
              labelId={labelId}
              text={text}
              onTextChange={changeText}
              onGo={go}
              describedBy={describedBy}
              invalid={Boolean(error)}
              handover={combobox.handover}
            />
          ) : plainField}
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
