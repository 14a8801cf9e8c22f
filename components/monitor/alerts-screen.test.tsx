// The inbox as an analyst meets it: each alert's level and triage in words, and the filters and order as labelled
// controls that keep the URL's choice (nuqs) and write a change back to it; the filter itself is the server's
// (serve-alerts tests).
import { fireEvent, render, screen, within } from "@testing-library/react";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Alert } from "@/lib/monitor/alert-store";
import { AlertsScreen } from "./alerts-screen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }), usePathname: () => "/alerts" }));

/** The screen under a URL with this query; answers the URL updates the controls make. */
function renderAt(search: string, props: ComponentProps<typeof AlertsScreen>): UrlUpdateEvent[] {
  const updates: UrlUpdateEvent[] = [];
  render(<NuqsTestingAdapter hasMemory searchParams={search} onUrlUpdate={(event) => updates.push(event)}><AlertsScreen {...props} /></NuqsTestingAdapter>);
  return updates;
}

const LIST = "0b5e4a52-3c1e-4c36-9d6f-2f7d7b6c1a10";
const alert = (id: string, kind: Alert["kind"], severity: Alert["severity"], title: string): Alert => ({
  id: id.padEnd(22, "x"), companyNumber: "00000042", watchlistId: LIST, kind, severity, title, detail: title,
  evidence: "/companies/00000042", detectedAt: "2026-11-01T00:00:00.000Z", readAt: null,
});

describe("the alerts inbox", () => {
  it("says each alert's level in words and keeps the severity filter and order chosen", () => {
    renderAt("?sort=severity", {
      alerts: [alert("a", "status", "red", "Status changed to Liquidation"), alert("b", "charge-satisfied", "green", "Charge satisfied")],
      lists: [{ id: LIST, name: "Key suppliers" } as never],
      filter: { sort: "severity" },
      problem: null,
    });
    const items = within(screen.getByTestId("alerts")).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(/Severity: Red/);
    expect(items[0]).toHaveTextContent("Status changed to Liquidation");
    expect(items[1]).toHaveTextContent(/Severity: Green/);
    const severity = screen.getByRole("combobox", { name: "Severity" });
    expect(within(severity).getAllByRole("option").map((option) => option.textContent)).toEqual(["Every level", "Red", "Amber", "Green"]);
    expect(severity).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Order" })).toHaveValue("severity");
  });

  it("shows the chosen level in the filter", () => {
    renderAt("?severity=amber", { alerts: [], lists: [], filter: { severity: "amber" }, problem: "severity must be one of red, amber, green." });
    expect(screen.getByRole("combobox", { name: "Severity" })).toHaveValue("amber");
    expect(screen.getByRole("alert")).toHaveTextContent("severity must be one of red, amber, green.");
  });

  it("shows each alert's triage in words and keeps the triage filters chosen, as URL fields", () => {
    const bob = { username: "bob", name: "Bob" };
    const triaged = {
      ...alert("c", "status", "red", "Status changed to Liquidation"),
      triage: { acknowledged: { by: bob, at: "2026-11-02T00:00:00.000Z" }, assignee: { username: "alice", name: "Alice", by: bob, at: "2026-11-02T00:00:00.000Z" }, comments: 2 },
    };
    const fresh = { ...alert("d", "name", "amber", "Name changed"), triage: { acknowledged: null, assignee: null, comments: 0 } };
    renderAt("?assigned=me&acknowledged=false", { alerts: [triaged, fresh], lists: [], filter: { assignedToMe: true, acknowledged: false }, problem: null });
    const items = within(screen.getByTestId("alerts")).getAllByRole("listitem");
    expect(within(items[0]!).getByTestId("triage")).toHaveTextContent("Acknowledged by Bob · Assigned to Alice · 2 comments");
    expect(within(items[1]!).getByTestId("triage")).toHaveTextContent(/^Not acknowledged · Triage/);
    expect(within(items[0]!).getByRole("link", { name: "Triage: Status changed to Liquidation" })).toHaveAttribute("href", `/alerts/${triaged.id}`);
    const mine = screen.getByRole("checkbox", { name: "Assigned to me" });
    expect(mine).toBeChecked();
    expect(mine).toHaveAttribute("name", "assigned");
    expect(mine).toHaveAttribute("value", "me");
    const open = screen.getByRole("checkbox", { name: "Unacknowledged only" });
    expect(open).toBeChecked();
    expect(open).toHaveAttribute("name", "acknowledged");
    expect(open).toHaveAttribute("value", "false");
    // "Mark all read" would mark more than a triage filter shows, so it is not offered then.
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("leaves the triage filters off by default", () => {
    renderAt("", { alerts: [alert("e", "name", "amber", "Name changed")], lists: [], filter: {}, problem: null });
    expect(screen.getByRole("checkbox", { name: "Assigned to me" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Unacknowledged only" })).not.toBeChecked();
  });

  it("writes a change of filter to the URL at once, keeping the others, and leaves an emptied one out", async () => {
    const updates = renderAt(`?watchlist=${LIST}&severity=red`, { alerts: [], lists: [{ id: LIST, name: "Key suppliers" } as never], filter: {}, problem: null });
    fireEvent.click(screen.getByRole("checkbox", { name: "Assigned to me" }));
    await vi.waitFor(() => expect(updates.length).toBeGreaterThan(0));
    expect(Object.fromEntries(updates.at(-1)!.searchParams)).toEqual({ watchlist: LIST, severity: "red", assigned: "me" });
    fireEvent.change(screen.getByRole("combobox", { name: "Severity" }), { target: { value: "" } });
    await vi.waitFor(() => expect(Object.fromEntries(updates.at(-1)!.searchParams)).toEqual({ watchlist: LIST, assigned: "me" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Company number" }), { target: { value: "00000042" } });
    expect(Object.fromEntries(updates.at(-1)!.searchParams)).not.toHaveProperty("companyNumber");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await vi.waitFor(() => expect(Object.fromEntries(updates.at(-1)!.searchParams)).toEqual({ watchlist: LIST, assigned: "me", companyNumber: "00000042" }));
  });
});
