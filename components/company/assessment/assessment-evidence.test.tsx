// The Assessment tab's risk flags agree with the risk summary: the screening's flags (GET /api/screening/{crn}'s
// answer given here) join the assessment's, highest level first, each linking to its evidence.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import type { Assessment } from "@/lib/assessment/assessment";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import { RiskFlags } from "./assessment-evidence";

const CRN = "02904865";
const fetchMock = stubbedFetch();

const confirmed = { verdict: "confirmed" as const, reason: null, by: "Bob", at: "2026-11-27T10:00:00.000Z", listVersion: "sandbox a1" };
const answer: ReviewedScreening = {
  listVersion: "sandbox a1", screenedAt: "2026-11-28T10:00:00.000Z", threshold: 0.7,
  subjects: [{
    kind: "person", name: "Sophie Jenkins", role: "Director",
    matches: [{ entity: { id: "sbx-officer-008", caption: "Sophie Jenkins", schema: "Person", topics: ["role.pep"], datasets: ["sandbox"] }, score: 1, features: [], review: confirmed, reviews: [confirmed], reviewNeeded: null }],
  }],
};
const assessment = { riskFlags: [{ id: "liquidation", severity: "high", title: "In liquidation", detail: "Status: Liquidation", tab: "overview" }] } as unknown as Assessment;

describe("RiskFlags on the Assessment tab", () => {
  it("lists the screening's flags with the assessment's, highest level first", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><RiskFlags assessment={assessment} crn={CRN} /></QueryClientProvider>);
    const pep = (await screen.findByText("Politically exposed person: Sophie Jenkins")).closest("li") as HTMLElement;
    expect(pep).toHaveTextContent("confirmed by Bob on 27 Nov 2026 against list version sandbox a1");
    expect(pep.querySelector("a")).toHaveAttribute("href", `/companies/${CRN}/screening`);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.split(" —")[0])).toEqual(["In liquidation", "Politically exposed person: Sophie Jenkins"]);
  });
});
