// The server's stand-in for the risk summary is what the summary itself first draws (before the officers' linked
// companies and the screening answer), so nothing moves when the summary's code takes its place; once those answer,
// the summary adds what they raise.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { RiskSummary } from "./risk-summary";
import { RiskSummaryFromProfile } from "./risk-summary-from-profile";

const CRN = "09990004";
const fetchMock = stubbedFetch();

// In liquidation under a voluntary arrangement: the profile alone raises items.
const profile = companyProfileSchema.parse({
  companyRegistrationNumber: CRN, businessName: "WOUND UP LIMITED", companyStatus: "liquidation", companyLiquidationStatus: "Y", voluntaryAgreementFlag: "Y",
  directorsData: [{ directorPnr: 4242, directorRole: "director", detailedInformation: { fullName: "Ann Example" } }],
});

const withoutIds = (html: string) => html.replace(/ (data-testid|id|aria-labelledby)="[^"]*"/g, "");

/** The summary with the BFF answering `answer(url)`. */
function summaryDrawn(answer: (url: string) => Promise<Response>) {
  fetchMock.mockImplementation((input) => answer(String(input)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><RiskSummary profile={profile} crn={CRN} /></QueryClientProvider>);
}

describe("RiskSummaryFromProfile", () => {
  it("draws what the summary draws before its lookups answer", () => {
    const standIn = render(<RiskSummaryFromProfile profile={profile} crn={CRN} />);
    expect(standIn.getAllByRole("listitem").length).toBeGreaterThan(1);
    const summary = summaryDrawn(() => new Promise<Response>(() => {}));
    // The same drawing, less the ids that only the summary carries (both are in the page until React reveals it).
    expect(withoutIds(summary.container.innerHTML)).toBe(standIn.container.innerHTML);
    expect(standIn.container.querySelector("[data-testid], [id]")).toBeNull();
  });

  it("is then outgrown by what the lookups raise", async () => {
    const standIn = render(<RiskSummaryFromProfile profile={profile} crn={CRN} />);
    const items = standIn.getAllByRole("listitem").length;
    standIn.unmount();
    const linked = { person: 4242, name: "Ann Example", company: "01234567", companyName: "FAILED TRADING LIMITED", role: "director", appointed: "2015-01-01", resigned: "2023-01-01", kind: "liquidation", date: "2024-03-02" };
    summaryDrawn(async (url) => url.startsWith("/api/people?")
      ? new Response(JSON.stringify({ company: CRN, linked: [linked] }), { headers: { "content-type": "application/json" } })
      : new Response(JSON.stringify({ title: "No list", status: 503, code: "screening-unavailable", detail: "No list." }), { status: 503, headers: { "content-type": "application/problem+json" } }));
    expect(await screen.findByText("Linked-company risk: 1 officer")).toBeInTheDocument();
    expect(screen.getAllByTestId("risk-item")).toHaveLength(items + 1);
  });
});
