// The Officers tab links each officer with a directorPnr to their person page, and flags the officers the directory
// knows directed another company that went into liquidation or was struck off within five years (GET /api/people).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { NuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { OfficersPanel } from "./officers-panel";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), replace: vi.fn(), push: vi.fn() }), usePathname: () => "/companies/09990001/officers" }));

const CRN = "09990001";
const fetchMock = stubbedFetch();

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const officer = (directorPnr: number | null, fullName: string) => ({
  directorPnr, fromDate: "2020-01-01", toDate: "", directorRole: "director", detailedInformation: { fullName },
});
const LINKED: LinkedCompany = {
  person: 4242, name: "Ann Example", company: "01234567", companyName: "FAILED TRADING LIMITED", role: "director",
  appointed: "2015-01-01", resigned: null, kind: "struck-off", date: "2023-07-15",
};

describe("OfficersPanel", () => {
  it("links officers to their person pages and flags linked-company risk with the company and its day", async () => {
    fetchMock.mockImplementation(async (input) => String(input).startsWith("/api/people?")
      ? json({ company: CRN, linked: [LINKED] })
      : json({ companyRegistrationNumber: CRN, directorsData: [officer(4242, "Ann Example"), officer(4243, "Bob Other"), officer(null, "No Number")], shareDetails: [] }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<NuqsTestingAdapter><QueryClientProvider client={client}><OfficersPanel crn={CRN} /></QueryClientProvider></NuqsTestingAdapter>);

    const section = await screen.findByRole("region", { name: "Linked-company risk" });
    expect(within(section).getByTestId("linked-company")).toHaveTextContent("Ann Example: Director of FAILED TRADING LIMITED (01234567), which was struck off on 15 Jul 2023");
    const rows = screen.getAllByTestId("officer-row");
    const ann = rows.find((row) => row.textContent?.includes("Ann Example")) as HTMLElement;
    expect(within(ann).getByRole("link", { name: "Ann Example" })).toHaveAttribute("href", "/people/4242");
    expect(ann).toHaveTextContent("Linked-company risk");
    const bob = rows.find((row) => row.textContent?.includes("Bob Other")) as HTMLElement;
    expect(within(bob).getByRole("link", { name: "Bob Other" })).toHaveAttribute("href", "/people/4243");
    expect(bob).not.toHaveTextContent("Linked-company risk");
    const nameless = rows.find((row) => row.textContent?.includes("No Number")) as HTMLElement;
    expect(within(nameless).queryByRole("link")).toBeNull();
  });
});
