// The Screening tab as an analyst reads it, over answers of GET /api/screening/{crn} given here: no list loaded said
// in words (never "no matches"), each match with every feature of its explanation, its lists and topics, where its
// review stands (awaiting, in force, or needing review again and why), and a review posted with the server's refusal
// shown beside the reason.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import type { Feature } from "@/lib/screening/score";
import { ScreeningPanel } from "./screening-panel";

const CRN = "09990016";
const fetchMock = stubbedFetch();

const json = (status: number, body: unknown, type = "application/json") => new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

function drawn() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}><ScreeningPanel crn={CRN} /></QueryClientProvider>);
}

const features: Feature[] = [
  { name: "name_match", score: 1, weight: 1, detail: '"Isla Harris" against "Isla Harris": isla = isla, harris = harris' },
  { name: "country_differs", score: 0, weight: -0.2, detail: "Countries agree: gb (gb against gb)" },
  { name: "birth_date_differs", score: 0, weight: -0.25, detail: "Birth dates agree: 1980-04 against 1980-04-12" },
];
const review = { verdict: "false-positive" as const, reason: "Another Isla Harris", by: "Alice", at: "2026-11-27T10:00:00.000Z", listVersion: "sandbox a1" };
const answer: ReviewedScreening = {
  listVersion: "sandbox b2", screenedAt: "2026-11-28T10:00:00.000Z", threshold: 0.7,
  subjects: [
    { kind: "company", name: "HARRIS HOLDINGS LIMITED", role: "Company", matches: [] },
    {
      kind: "person", name: "Isla Harris", role: "PSC",
      matches: [{ entity: { id: "sbx-psc-004", caption: "Isla Harris", schema: "Person", topics: ["sanction"], datasets: ["sandbox_sanctions"] }, score: 1, features, review: null, reviews: [review], reviewNeeded: "The list entry changed since Alice reviewed this match as false positive on 27 Nov 2026 (list version sandbox a1)." }],
    },
  ],
};

describe("ScreeningPanel", () => {
  it("says no list is loaded in words, not as a clear screening", async () => {
    fetchMock.mockResolvedValue(json(503, { type: "/problems/screening-unavailable", title: "No screening list is loaded", status: 503, code: "screening-unavailable", detail: "No screening list is loaded, so this company has not been screened." }, "application/problem+json"));
    drawn();
    expect(await screen.findByText("No screening list is loaded: this company has not been screened.")).toBeInTheDocument();
    expect(screen.queryByText(/No matches/)).toBeNull();
  });

  it("shows each match with its explanation, lists, topics and why it needs review again", async () => {
    fetchMock.mockResolvedValue(json(200, answer));
    drawn();
    const section = await screen.findByRole("region", { name: "PSC: Isla Harris" });
    const rows = within(section).getAllByTestId("match-feature");
    expect(rows.map((row) => row.getAttribute("data-feature"))).toEqual(features.map((feature) => feature.name));
    for (const feature of features) expect(within(section).getByText(feature.detail)).toBeInTheDocument();
    expect(within(rows[1]!).getByText("-0.2")).toBeInTheDocument();
    expect(section).toHaveTextContent("sandbox_sanctions");
    expect(section).toHaveTextContent("sanctions");
    expect(within(section).getByTestId("review-standing")).toHaveAttribute("data-standing", "needs-review-again");
    expect(within(section).getByTestId("review-standing")).toHaveTextContent(answer.subjects[1]!.matches[0]!.reviewNeeded!);
    expect(within(section).getByTestId("review-history")).toHaveTextContent("against list version sandbox a1: Another Isla Harris");
    expect(screen.getByTestId("screening-clear")).toHaveTextContent("Company: HARRIS HOLDINGS LIMITED");
    expect(screen.getByTestId("screening-summary")).toHaveTextContent("2 screened against sandbox b2");
  });

  it("posts a review of the match and shows the server's refusal beside the reason", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, answer));
    drawn();
    const section = await screen.findByRole("region", { name: "PSC: Isla Harris" });
    fetchMock.mockResolvedValueOnce(json(400, { type: "/problems/invalid-body", title: "Invalid request body", status: 400, code: "invalid-body", detail: "reason: is required for a false positive", parameter: "reason" }, "application/problem+json"));
    await user.click(within(section).getByRole("radio", { name: /False positive/ }));
    await user.click(within(section).getByRole("button", { name: "Record review" }));
    expect(await within(section).findByText("reason: is required for a false positive")).toBeInTheDocument();
    expect(within(section).getByRole("textbox", { name: "Reason" })).toHaveAttribute("aria-invalid", "true");
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe(`/api/screening/${CRN}/reviews`);
    expect(JSON.parse(String(init?.body))).toEqual({ subject: { kind: "person", role: "PSC", name: "Isla Harris" }, entityId: "sbx-psc-004", verdict: "false-positive", reason: "" });
  });
});
