// The decision form as an analyst uses it: nothing preselected, the policy's suggestion shown and filled in, the
// override reason asked for exactly when the decision departs from the policy, the decision posted to the BFF, and
// the server's refusal shown beside the field it names. The BFF is the fetch the form makes, answered here.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DecisionForm } from "./decision-form";

const CRN = "00000042";
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function drawn(props: { suggestedLimit: number | null; policyVersion?: number | null; assessed?: boolean }) {
  const form = (suggestedLimit: number | null) =>
    withClient(<DecisionForm crn={CRN} suggestedLimit={suggestedLimit} policyVersion={props.policyVersion ?? 3} assessed={props.assessed ?? true} />);
  const view = render(form(props.suggestedLimit));
  return { ...view, suggest: (limit: number | null) => view.rerender(form(limit)) };
}

const json = (status: number, body: unknown, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": type } });

const limitBox = () => screen.getByRole("textbox", { name: "Limit granted (£)" });
const overrideBox = () => screen.queryByRole("textbox", { name: "Override reason" });

describe("DecisionForm", () => {
  it("preselects no outcome, and shows and fills in the policy's suggested limit", () => {
    drawn({ suggestedLimit: 25_000, policyVersion: 3 });
    expect(screen.getByRole("form", { name: "Record a decision" })).toBeInTheDocument();
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Approve", "Approve with conditions", "Refer", "Decline"]);
    expect(screen.getByTestId("decision-suggestion")).toHaveTextContent("Suggested £25,000 (credit policy v3).");
    expect(limitBox()).toHaveValue("25000");
    expect(limitBox()).toHaveAccessibleDescription("Suggested £25,000");
  });

  it("asks for an override reason when approving more than the suggestion, and only then", async () => {
    const user = userEvent.setup();
    drawn({ suggestedLimit: 25_000 });
    await user.click(screen.getByRole("radio", { name: "Approve" }));
    expect(overrideBox()).toBeNull();
    await user.clear(limitBox());
    await user.type(limitBox(), "30,000");
    expect(overrideBox()).toBeRequired();
    expect(overrideBox()).toHaveAccessibleDescription("Required: more than the suggested £25,000");
    // Refusing or referring grants nothing, so departs from nothing.
    await user.click(screen.getByRole("radio", { name: "Decline" }));
    expect(overrideBox()).toBeNull();
    await user.click(screen.getByRole("radio", { name: "Approve with conditions" }));
    expect(overrideBox()).not.toBeNull();
    await user.clear(limitBox());
    await user.type(limitBox(), "25000");
    expect(overrideBox()).toBeNull();
  });

  it("asks for an override reason for any approval when the policy gives no limit", async () => {
    const user = userEvent.setup();
    drawn({ suggestedLimit: null });
    expect(screen.getByTestId("decision-suggestion")).toHaveTextContent("No suggested limit (credit policy v3).");
    expect(limitBox()).toHaveValue("");
    await user.click(screen.getByRole("radio", { name: "Approve" }));
    expect(overrideBox()).toHaveAccessibleDescription("Required: the policy gives this company no limit");
  });

  it("fills in a suggestion that arrives later, unless the analyst has typed a limit", async () => {
    const first = drawn({ suggestedLimit: null, assessed: false });
    first.suggest(40_000);
    expect(limitBox()).toHaveValue("40000");
    first.unmount();

    const user = userEvent.setup();
    const second = drawn({ suggestedLimit: null, assessed: false });
    await user.type(limitBox(), "12000");
    second.suggest(40_000);
    expect(limitBox()).toHaveValue("12000");
  });

  it("posts the decision as entered, says it is recorded and clears the form for the next", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(201, { id: 7 }));
    drawn({ suggestedLimit: 25_000 });
    await user.click(screen.getByRole("radio", { name: "Approve with conditions" }));
    await user.clear(limitBox());
    await user.type(limitBox(), "£20,000");
    await user.type(screen.getByRole("textbox", { name: "Conditions" }), "Personal guarantee");
    await user.type(screen.getByRole("textbox", { name: "Rationale" }), "Steady accounts, one old CCJ settled.");
    await user.click(screen.getByRole("button", { name: "Record decision" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Decision recorded.");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/companies/${CRN}/decisions`);
    expect(init?.method).toBe("POST");
    const reviewDate = (screen.getByLabelText("Review date") as HTMLInputElement).value;
    expect(JSON.parse(String(init?.body))).toEqual({
      outcome: "approve-with-conditions", conditions: "Personal guarantee", limitGranted: 20_000, reviewDate,
      rationale: "Steady accounts, one old CCJ settled.", overrideReason: null,
    });
    expect(screen.getByRole("textbox", { name: "Rationale" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Conditions" })).toHaveValue("");
    for (const radio of screen.getAllByRole("radio")) expect(radio).not.toBeChecked();
  });

  it("shows the server's refusal beside the field it names, and one naming no field under the form", async () => {
    const user = userEvent.setup();
    const detail = "Say why: a rationale of at least a few words is required.";
    fetchMock.mockResolvedValueOnce(json(422, { type: "about:blank", title: "Invalid decision", status: 422, code: "invalid-input", detail, parameter: "rationale" }, "application/problem+json"));
    drawn({ suggestedLimit: 25_000 });
    await user.click(screen.getByRole("radio", { name: "Refer" }));
    await user.click(screen.getByRole("button", { name: "Record decision" }));
    const rationale = screen.getByRole("textbox", { name: "Rationale" });
    await waitFor(() => expect(rationale).toHaveAccessibleDescription(detail));
    expect(rationale).toBeInvalid();
    expect(screen.queryByRole("status")).toBeNull();

    const unavailable = "The data service did not answer in time. Try again in a minute.";
    fetchMock.mockResolvedValueOnce(json(503, { title: "Unavailable", status: 503, code: "upstream-unavailable", detail: unavailable }, "application/problem+json"));
    await user.click(screen.getByRole("button", { name: "Record decision" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(unavailable);
    expect(rationale).not.toHaveAccessibleDescription(detail);
  });
});
