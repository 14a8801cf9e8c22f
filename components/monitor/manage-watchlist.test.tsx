// The owner's list controls as a keyboard user meets them: labelled name and interval, a PATCH of what changed, the
// server's refusal shown beside the name, and a delete that asks first (Cancel has the focus) and only then sends the
// DELETE. The BFF is the fetch the controls make, answered here.
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ManageWatchlist } from "./manage-watchlist";

const router = { refresh: vi.fn(), push: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const ID = "3f0c7a52-8d7e-4c55-9d55-4a7f5c1b9e10";
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  router.refresh.mockReset();
  router.push.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const drawn = (who: { owner?: boolean; shared?: boolean; colleaguesMayEdit?: boolean } = {}) => render(
  <ManageWatchlist listId={ID} name="Suppliers" intervalHours={168} companyCount={12} owner={who.owner ?? true} shared={who.shared ?? false}
    colleaguesMayEdit={who.colleaguesMayEdit ?? false} />,
);

describe("ManageWatchlist", () => {
  it("renames and re-schedules with the keyboard, sending both to the list's PATCH", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { id: ID, name: "Key suppliers", intervalHours: 1 }));
    drawn();
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Suppliers");
    expect(screen.getByRole("combobox", { name: "Re-check" })).toHaveValue("168");
    await user.clear(name);
    await user.type(name, "Key suppliers");
    await user.selectOptions(screen.getByRole("combobox", { name: "Re-check" }), "Hourly");
    await user.keyboard("{Tab}{Enter}");
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/watchlists/${ID}`);
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "Key suppliers", intervalHours: 1 });
    expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the server's refusal beside the name", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(403, { status: 403, code: "forbidden", detail: "Only the list's owner (Alice) may rename, re-schedule or delete it." }));
    drawn();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Only the list's owner/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAccessibleDescription(expect.stringContaining("Only the list's owner"));
  });

  it("asks before deleting, with Cancel focused, and deletes only on confirmation", async () => {
    const user = userEvent.setup();
    drawn();
    await user.click(screen.getByRole("button", { name: "Delete list…" }));
    expect(screen.getByRole("group", { name: /Delete “Suppliers” and stop watching its 12 companies\? Its alerts are kept/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("group")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await user.click(screen.getByRole("button", { name: "Delete list…" }));
    await user.click(screen.getByRole("button", { name: "Delete the list" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/watchlists"));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe(`/api/watchlists/${ID}`);
    expect(init?.method).toBe("DELETE");
  });

  it("lets the owner of a shared list allow colleagues to edit it, sent with the rest", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(200, { id: ID }));
    drawn({ shared: true });
    const allow = screen.getByRole("checkbox", { name: "Colleagues may edit" });
    expect(allow).not.toBeChecked();
    await user.click(allow);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ name: "Suppliers", intervalHours: 168, colleaguesMayEdit: true });
  });

  it("gives a colleague allowed to edit the name and interval, but neither the permission nor the delete", () => {
    drawn({ owner: false, shared: true, colleaguesMayEdit: true });
    expect(screen.getByRole("textbox", { name: "Name" })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Colleagues may edit" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete list…" })).toBeNull();
  });
});
