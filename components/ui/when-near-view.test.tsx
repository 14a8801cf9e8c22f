// A chart below the fold: its placeholder until the reader scrolls near it, then the chart, kept; printing draws it.
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WhenNearView } from "./when-near-view";

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
const observers: Array<{ callback: Callback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }> = [];

class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, observed: [], disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.observed.push(element);
  }
  disconnect() {
    this.entry.disconnected = true;
  }
}

const chart = () => (
  <WhenNearView placeholder={<p>Placeholder</p>}>
    <p>The chart</p>
  </WhenNearView>
);

describe("WhenNearView", () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the placeholder until the reader comes within half a screen, then the chart, and stops watching", () => {
    render(chart());
    expect(screen.getByText("Placeholder")).toBeTruthy();
    expect(screen.queryByText("The chart")).toBeNull();
    const [observer] = observers;
    expect(observer?.options?.rootMargin).toBe("50% 0px");
    expect(observer?.observed[0]?.textContent).toBe("Placeholder");

    act(() => observer!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText("The chart")).toBeNull();
    act(() => observer!.callback([{ isIntersecting: true }]));
    expect(screen.getByText("The chart")).toBeTruthy();
    expect(screen.queryByText("Placeholder")).toBeNull();
    expect(observer!.disconnected).toBe(true);
  });

  it("draws the chart for printing and keeps it afterwards", () => {
    render(chart());
    expect(screen.queryByText("The chart")).toBeNull();
    act(() => window.dispatchEvent(new Event("beforeprint")));
    expect(screen.getByText("The chart")).toBeTruthy();
    act(() => window.dispatchEvent(new Event("afterprint")));
    expect(screen.getByText("The chart")).toBeTruthy();
  });

  it("draws the chart at once where the browser cannot tell what is in view", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(chart());
    expect(screen.getByText("The chart")).toBeTruthy();
  });
});
