// The risk summary with the company's screening (GET /api/screening/{crn}'s answer given here): a confirmed sanctions
// match is a red item naming the subject, the list entity and the list version the review was made against, linking
// to the Screening tab; matches nobody has reviewed are counted; no list loaded raises nothing.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import type { ReviewedScreening } from "@/lib/screening/reviewed-screening";
import { companyProfileSchema } from "@/lib/upstream/schemas/company";
import { RiskSummary } from "./risk-summary";

const CRN = "01194649";
const fetchMock = stubbedFetch();

const json = (status: number, body: unknown, type = "application/json") => new Response(JSON.stringify(body), { status, headers: { "content-type": type } });
const profile = companyProfileSchema.parse({ companyRegistrationNumber: CRN, businessName: "ALI TRADING LIMITED", companyStatus: "Active" });
const entity = (id: string, topic: string) => ({ id, caption: `Listed ${id}`, schema: "Person", topics: [topic], datasets: ["sandbox"] });
const confirmed = { verdict: "confirmed" as const, reason: "Same birth date", by: "Alice", at: "2026-11-27T10:00:00.000Z", listVersion: "sandbox a1" };
const answer: ReviewedScreening = {
  listVersion: "sandbox b2", screenedAt: "2026-11-28T10:00:00.000Z", threshold: 0.7,
  subjects: [
    { kind: "person", name: "Ethan Ali", role: "Director", matches: [{ entity: entity("sbx-officer-006", "sanction"), score: 1, features: [], review: confirmed, reviews: [confirmed], reviewNeeded: null }] },
    {
      kind: "person", name: "Ethan Ali", role: "PSC", matches: [
        { entity: entity("sbx-officer-006", "sanction"), score: 1, features: [], review: null, reviews: [], reviewNeeded: null },
        { entity: entity("pep-7", "role.pep"), score: 0.75, features: [], review: null, reviews: [], reviewNeeded: null },
      ],
    },
  ],
};

/** What GET /api/screening answers in the test: the answer, or a problem response. */
let answerOrProblem: unknown | (() => Response) = answer;

function drawn() {
  // The officers' linked companies are asked of the directory too: none here.
  fetchMock.mockImplementation(async (input) => String(input).includes("/api/screening/")
    ? (typeof answerOrProblem === "function" ? answerOrProblem() : json(200, answerOrProblem))
    : json(200, { linked: [] }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><RiskSummary profile={profile} crn={CRN} /></QueryClientProvider>);
}

describe("RiskSummary with the screening", () => {
  it("shows a confirmed sanctions match red, naming the subject, the entity and the list version, and counts those awaiting review", async () => {
    answerOrProblem = answer;
    drawn();
    const sanctions = (await screen.findByText("Sanctions match confirmed: Ethan Ali")).closest("li") as HTMLElement;
    expect(sanctions).toHaveAttribute("data-level", "high");
    expect(within(sanctions).getByText("High risk")).toBeInTheDocument();
    expect(sanctions).toHaveTextContent("Listed sbx-officer-006 (sbx-officer-006) on sandbox");
    expect(sanctions).toHaveTextContent("against list version sandbox a1");
    expect(within(sanctions).getByRole("link")).toHaveAttribute("href", `/companies/${CRN}/screening`);
    const waiting = screen.getByText("2 screening matches await review").closest("li") as HTMLElement;
    expect(waiting).toHaveAttribute("data-level", "medium");
    expect(waiting).toHaveTextContent("1 against a sanctions list");
    // Highest level first.
    expect(screen.getAllByTestId("risk-item").map((item) => item.getAttribute("data-flag"))).toEqual(["screening-sanctions", "screening-unreviewed"]);
  });

  it("raises nothing from the screening when no list is loaded, and does not claim the company was screened", async () => {
    answerOrProblem = () => json(503, { type: "/problems/screening-unavailable", title: "No screening list is loaded", status: 503, code: "screening-unavailable", detail: "No list." }, "application/problem+json");
    drawn();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/screening/"))).toBe(true));
    expect(await screen.findByText(/^Nothing to flag/)).not.toHaveTextContent("screening");
    expect(screen.queryAllByTestId("risk-item")).toHaveLength(0);
  });
});
