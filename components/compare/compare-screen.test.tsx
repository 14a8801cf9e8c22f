// The comparison asks for its figures as soon as the page runs, not once the side-by-side view's code has loaded.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CompareScreen } from "./compare-screen";

// The views' code never arrives: whatever is asked for is asked without it.
vi.mock("./compare-side-by-side", () => new Promise(() => {}));
vi.mock("./compare-bulk", () => new Promise(() => {}));

afterEach(() => vi.unstubAllGlobals());

function renderAt(search: string) {
  const fetched: string[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string) => {
    fetched.push(url);
    return new Response(JSON.stringify({ companies: [] }), { headers: { "content-type": "application/json" } });
  }));
  const client = new QueryClient();
  render(<QueryClientProvider client={client}><NuqsTestingAdapter searchParams={search}><CompareScreen /></NuqsTestingAdapter></QueryClientProvider>);
  return fetched;
}

describe("the comparison screen", () => {
  it("asks for the side-by-side figures while the view's code is still loading", async () => {
    const fetched = renderAt("?companies=00000001,00000002,00000003");
    await waitFor(() => expect(fetched).toHaveLength(1));
    const asked = new URL(fetched[0] ?? "", "http://dashboard.test");
    expect(asked.pathname).toBe("/api/compare");
    expect(asked.searchParams.get("companies")).toBe("00000001,00000002,00000003");
    expect(screen.queryByRole("table", { name: "Companies side by side" })).toBeNull();
  });

  it("asks for nothing for one company, nor for a list too long to show side by side (the table gathers those in chunks)", async () => {
    expect(renderAt("?companies=00000001")).toEqual([]);
    const many = Array.from({ length: 11 }, (_, index) => String(index + 1).padStart(8, "0")).join(",");
    const fetched = renderAt(`?companies=${many}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetched).toEqual([]);
  });
});
