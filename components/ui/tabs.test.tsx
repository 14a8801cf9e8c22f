// The company tabs as a keyboard and screen-reader user meets them: a named tab list whose tabs are links to each
// tab's URL, the route's tab selected and the only tab stop, arrow keys, Home and End moving focus without opening a
// tab, and the panel named by the selected tab. Written against roles and keys, not the parts that draw them.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LinkTabs, type TabLinkItem } from "./tabs";

const ITEMS: TabLinkItem[] = [
  { id: "overview", href: "/companies/00000001", label: "Overview" },
  { id: "officers", href: "/companies/00000001/officers", label: "Officers" },
  { id: "financials", href: "/companies/00000001/financials", label: "Financials" },
  { id: "charges", href: "/companies/00000001/charges", label: "Charges" },
];

function drawn(activeId: string, onIntent?: (id: string) => void) {
  return render(
    <LinkTabs items={ITEMS} activeId={activeId} label="Company sections" onIntent={onIntent}>
      <p>Panel of {activeId}</p>
    </LinkTabs>,
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("LinkTabs", () => {
  it("says it has hydrated only once React has taken over the server's HTML", async () => {
    const tabs = <LinkTabs items={ITEMS} activeId="officers" label="Company sections"><p>Panel</p></LinkTabs>;
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(tabs);
    expect(screen.getByTestId("tab-strip")).toHaveAttribute("data-hydrated", "false");
    render(tabs, { container, hydrate: true });
    await waitFor(() => expect(screen.getByTestId("tab-strip")).toHaveAttribute("data-hydrated", "true"));
  });

  it("is a named tab list of links, each to its tab's URL, with the route's tab selected", () => {
    drawn("financials");
    const list = screen.getByRole("tablist", { name: "Company sections" });
    const tabs = within(list).getAllByRole("tab");
    expect(tabs.map((item) => item.textContent)).toEqual(ITEMS.map((item) => item.label));
    expect(tabs.map((item) => item.getAttribute("href"))).toEqual(ITEMS.map((item) => item.href));
    expect(tabs.map((item) => item.getAttribute("aria-selected"))).toEqual(["false", "false", "true", "false"]);
  });

  it("makes the selected tab the list's one tab stop, and the panel the next", async () => {
    drawn("officers");
    await userEvent.tab();
    expect(tab("Officers")).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("names the panel by the selected tab, which says it controls the panel", () => {
    drawn("charges");
    const panel = screen.getByRole("tabpanel", { name: "Charges" });
    expect(panel).toHaveTextContent("Panel of charges");
    expect(tab("Charges")).toHaveAttribute("aria-controls", panel.id);
  });

  it("moves focus with the arrow keys, Home and End, without changing the selected tab", async () => {
    drawn("overview");
    tab("Overview").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Officers")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(tab("Charges")).toHaveFocus();
    // From the last tab, the next is the first again.
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Overview")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Charges")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(tab("Overview")).toHaveFocus();
    // Manual activation: moving focus opens nothing; the route decides the selection.
    expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    expect(tab("Charges")).toHaveAttribute("aria-selected", "false");
  });

  it("reports the intent to open a tab when it is focused or pointed at, so its data can be asked for early", async () => {
    const onIntent = vi.fn();
    drawn("overview", onIntent);
    tab("Overview").focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(onIntent).toHaveBeenLastCalledWith("officers");
    await userEvent.hover(tab("Charges"));
    expect(onIntent).toHaveBeenLastCalledWith("charges");
  });

  it("follows a tab's link on Space as on Enter", async () => {
    drawn("overview");
    const clicked = vi.fn((event: MouseEvent) => event.preventDefault());
    tab("Financials").addEventListener("click", clicked);
    tab("Financials").focus();
    await userEvent.keyboard(" ");
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
