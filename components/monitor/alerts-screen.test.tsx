// The inbox as an analyst meets it: each alert's level in words, and the severity filter and order as labelled
// controls that keep the URL's choice. The form is a plain GET, so the filter itself is the server's (serve-alerts tests).
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Alert } from "@/lib/monitor/alert-store";
import { AlertsScreen } from "./alerts-screen";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const LIST = "0b5e4a52-3c1e-4c36-9d6f-2f7d7b6c1a10";
const alert = (id: string, kind: Alert["kind"], severity: Alert["severity"], title: string): Alert => ({
  id: id.padEnd(22, "x"), companyNumber: "00000042", watchlistId: LIST, kind, severity, title, detail: title,
  evidence: "/companies/00000042", detectedAt: "2026-11-01T00:00:00.000Z", readAt: null,
});

describe("the alerts inbox", () => {
  it("says each alert's level in words and keeps the severity filter and order chosen", () => {
    render(<AlertsScreen
      alerts={[alert("a", "status", "red", "Status changed to Liquidation"), alert("b", "charge-satisfied", "green", "Charge satisfied")]}
      lists={[{ id: LIST, name: "Key suppliers" } as never]}
      filter={{ sort: "severity" }}
      problem={null}
    />);
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
    render(<AlertsScreen alerts={[]} lists={[]} filter={{ severity: "amber" }} problem="severity must be one of red, amber, green." />);
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
    render(<AlertsScreen alerts={[triaged, fresh]} lists={[]} filter={{ assignedToMe: true, acknowledged: false }} problem={null} />);
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
    render(<AlertsScreen alerts={[alert("e", "name", "amber", "Name changed")]} lists={[]} filter={{}} problem={null} />);
    expect(screen.getByRole("checkbox", { name: "Assigned to me" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Unacknowledged only" })).not.toBeChecked();
  });
});
