// Removing or moving a company from the list page: labelled controls, the right call for each button, and the
// server's refusal shown beside the company number. The BFF is the fetch the form makes, answered here.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { stubbedFetch } from "@/components/test-support/stubbed-fetch";
import { RemoveOrMoveCompany } from "./remove-or-move-company";

const router = { refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const FROM = "11111111-1111-4111-8111-111111111111";
const TO = "22222222-2222-4222-8222-222222222222";
const fetchMock = stubbedFetch();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("RemoveOrMoveCompany", () => {
  it("moves a company to the chosen list with the keyboard", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { companyNumber: "00000001", from: FROM, to: TO }));
    render(<RemoveOrMoveCompany listId={FROM} targets={[{ id: TO, name: "Suppliers" }]} />);
    await user.type(screen.getByRole("textbox", { name: "Company number" }), "1");
    expect(screen.getByRole("combobox", { name: "Move to" })).toHaveValue(TO);
    screen.getByRole("button", { name: "Move" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/watchlists/${FROM}/companies/1/move`);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ to: TO });
    expect(await screen.findByRole("status")).toHaveTextContent("Moved.");
  });

  it("removes a company, and shows the server's refusal beside the number", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(404, { status: 404, code: "not-found", detail: "Company 00000007 is not on this watchlist." }));
    render(<RemoveOrMoveCompany listId={FROM} targets={[]} />);
    expect(screen.queryByRole("button", { name: "Move" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Company number" }), "7");
    await user.click(screen.getByRole("button", { name: "Remove from this list" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/watchlists/${FROM}/companies/7`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("DELETE");
    expect(screen.getByRole("textbox", { name: "Company number" })).toHaveAccessibleDescription(expect.stringContaining("is not on this watchlist"));
  });
});
