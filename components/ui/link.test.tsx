// The in-app link asks the router for its page when the analyst shows the intent to follow it (pointer, focus,
// touch), never on being drawn, and still runs the handlers its caller gave it.
import { fireEvent, render, screen } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { describe, expect, it, vi } from "vitest";
import { Link } from "./link";

function drawn(props: Partial<Parameters<typeof Link>[0]> = {}) {
  const prefetch = vi.fn();
  const router = { prefetch, push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() } as unknown as AppRouterInstance;
  render(
    <AppRouterContext.Provider value={router}>
      <Link href="/companies/00000001/charges" {...props}>Charges</Link>
    </AppRouterContext.Provider>,
  );
  return { prefetch, link: screen.getByRole("link", { name: "Charges" }) };
}

describe("Link", () => {
  it("is a link to its href that asks for nothing when drawn", () => {
    const { prefetch, link } = drawn();
    expect(link.getAttribute("href")).toBe("/companies/00000001/charges");
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ["the pointer over it", (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ["the focus on it", (link: HTMLElement) => fireEvent.focus(link)],
    ["a touch", (link: HTMLElement) => fireEvent.touchStart(link)],
  ])("asks the router for its page on %s", (_intent, show) => {
    const { prefetch, link } = drawn();
    show(link);
    expect(prefetch).toHaveBeenCalledWith("/companies/00000001/charges");
  });

  it("runs the caller's own handlers as well", () => {
    const onMouseEnter = vi.fn();
    const onFocus = vi.fn();
    const onTouchStart = vi.fn();
    const { prefetch, link } = drawn({ onMouseEnter, onFocus, onTouchStart });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect([onMouseEnter, onFocus, onTouchStart].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it("draws outside the app's router without asking anything of it", () => {
    render(<Link href="/watchlists">Watchlists</Link>);
    fireEvent.mouseEnter(screen.getByRole("link", { name: "Watchlists" }));
    expect(screen.getByRole("link", { name: "Watchlists" }).getAttribute("href")).toBe("/watchlists");
  });
});
