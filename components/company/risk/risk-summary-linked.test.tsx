// The risk summary raises linked-company risk from GET /api/people's answer for the profile's officers: a warning
// naming the officer, the other company and the day it ended, linking to the Officers tab's evidence; none when the
// directory knows no linked company.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import type { LinkedCompany } from "@/lib/people/linked-company-risk";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { RiskSummary } from "./risk-summary";

const CRN = "09990001";
const fetchMock = stubbedFetch();

const json = (status: number, body: unknown, type = "application/json") => new Response(JSON.stringify(body), { status, headers: { "content-type": type } });
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: CRN, businessName: "TEST LIMITED", companyStatus: "Active",
  directorsData: [{ directorPnr: 4242, directorRole: "director", detailedInformation: { fullName: "Ann Example" } }],
});
const LINKED: LinkedCompany = {
  person: 4242, name: "Ann Example", company: "01234567", companyName: "FAILED TRADING LIMITED", role: "director",
  appointed: "2015-01-01", resigned: "2023-01-01", kind: "liquidation", date: "2024-03-02",
};

function drawn(linked: LinkedCompany[]) {
  fetchMock.mockImplementation(async (input) => String(input).startsWith("/api/people?")
    ? json(200, { company: CRN, linked })
    : json(503, { title: "No screening list is loaded", status: 503, code: "screening-unavailable", detail: "No list." }, "application/problem+json"));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><RiskSummary profile={profile} crn={CRN} /></QueryClientProvider>);
}

describe("RiskSummary with linked-company risk", () => {
  it("warns of the officer's other company that went into liquidation, linking to the Officers tab", async () => {
    drawn([LINKED]);
    const item = (await screen.findByText("Linked-company risk: 1 officer")).closest("li") as HTMLElement;
    expect(item).toHaveAttribute("data-level", "medium");
    expect(item).toHaveTextContent("Ann Example: FAILED TRADING LIMITED (01234567) went into liquidation on 2 Mar 2024");
    expect(item.querySelector("a")).toHaveAttribute("href", `/companies/${CRN}/officers#linked-company-risk`);
    expect(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith("/api/people?"))?.[0])).toBe(`/api/people?company=${CRN}&pnr=4242`);
  });

  it("raises nothing when the directory knows no linked company", async () => {
    drawn([]);
    expect(await screen.findByText(/Nothing to flag/)).toBeInTheDocument();
    expect(screen.queryByText(/Linked-company risk/)).toBeNull();
  });
});
