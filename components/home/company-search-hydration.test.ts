// @vitest-environment jsdom
// The home search as the server draws it and as the browser then hydrates it: the combobox from the first HTML on
// (no plain field swapped for it), inside a form that reaches the results page without scripts, and what was typed
// before the scripts ran kept as the field's text once they do.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { act, createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompanySearch } from "./company-search";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function page() {
  const push = vi.fn();
  const router = { push, replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() } as unknown as AppRouterInstance;
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const tree = createElement(QueryClientProvider, { client }, createElement(AppRouterContext.Provider, { value: router }, createElement(CompanySearch)));
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  return { push, tree, container };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("the home search", () => {
  it("arrives from the server as the labelled combobox, in a form that submits to the results page", () => {
    const { container } = page();
    const field = container.querySelector("input");
    expect(field?.getAttribute("role")).toBe("combobox");
    expect(field?.getAttribute("aria-expanded")).toBe("false");
    expect(field?.getAttribute("name")).toBe("q");
    expect(container.querySelector(`label[for="${field?.id}"]`)?.textContent).toBe("Company number or name");
    expect(field?.getAttribute("aria-controls")).toBe(container.querySelector("[role=listbox]")?.id);
    const form = field?.closest("form");
    expect(form?.getAttribute("action")).toBe("/search/companies");
    expect(form?.querySelector("button[type=submit]")?.textContent).toBe("Open company");
  });

  it("hydrates the same field without a mismatch, keeping what was typed before the scripts ran as its text", () => {
    const { push, tree, container } = page();
    const field = container.querySelector("input") as HTMLInputElement;
    field.value = "petal wholesale";
    const recoverable: unknown[] = [];
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    act(() => {
      root = hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector("input")).toBe(field);
    expect(field.value).toBe("petal wholesale");
    // "Open company" searches for the typed name: the text reached the form's state, not only the browser's field.
    act(() => (container.querySelector("button[type=submit]") as HTMLButtonElement).click());
    expect(push).toHaveBeenCalledWith("/search/companies?q=petal+wholesale", { scroll: false });
    expect(container.querySelector("[role=alert]")).toBeNull();
    scrollTo.mockRestore();
  });
});
