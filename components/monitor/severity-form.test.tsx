// The severity form as an admin and an analyst meet it: a labelled level per kind of change, read-only for an
// analyst; an admin's change is sent whole with its reason and the version edited, and a refusal is shown.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import { DEFAULT_SEVERITY } from "@/lib/monitor/severity";
import { SeverityForm } from "./severity-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const fetchMock = stubbedFetch();

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": status < 300 ? "application/json" : "application/problem+json" } });

describe("the alert severity form", () => {
  it("shows an analyst the levels, read-only", () => {
    render(<SeverityForm mapping={DEFAULT_SEVERITY} version={0} canEdit={false} />);
    expect(screen.getByRole("combobox", { name: "Status: liquidation" })).toHaveValue("red");
    expect(screen.getByRole("combobox", { name: "New filing" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save as a new version" })).toBeNull();
  });

  it("sends an admin's change whole, with the reason and the version edited, and shows a refusal", async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { status: 400, code: "invalid-body", title: "Bad", detail: "must not be empty: say why this change", parameter: "reason" }));
    fetchMock.mockResolvedValueOnce(answer(201, { version: 3 }));
    render(<SeverityForm mapping={DEFAULT_SEVERITY} version={2} canEdit />);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "New filing" }), "amber");
    await userEvent.click(screen.getByRole("button", { name: "Save as a new version" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("must not be empty: say why this change");

    await userEvent.type(screen.getByRole("textbox", { name: "Why this change" }), "Filings matter");
    await userEvent.click(screen.getByRole("button", { name: "Save as a new version" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Saved as version 3."));
    const [path, init] = fetchMock.mock.calls[1]!;
    expect(String(path)).toContain("/api/alert-severity");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ mapping: { ...DEFAULT_SEVERITY, filing: "amber" }, reason: "Filings matter", basedOn: 2 });
  });
});
