// A tab's time to usable, read on the page's own clock: from the press (the pointer going down on the tab) to the
// frame that first shows the tab's answer. Playwright's own wait for an element polls at growing intervals (after
// 20, 50, 100, 100 ms, then every 500 ms, each poll a round trip to the page), so the moment it sees the answer can
// be up to half a second after the page drew it; its wait still paces the script, but the time is the page's.
import type { Page } from "@playwright/test";

export interface TabMarks {
  /** performance.now() in the page at the pointer's press on the tab. */
  pressedAt: number;
  /** performance.now() at the start of the first frame that drew the selected tab's answer. */
  shownAt: number;
}

type MarkedWindow = { __teamTabMarks?: TabMarks };

/**
 * Before the press: watches the page for the press and for the tab named `tab` to be selected with an element
 * matching `answered` visible in a tab panel. The frame is taken from the animation-frame callback after the change
 * that showed it (the callback runs just before that frame is painted).
 */
export async function watchTabMarks(page: Page, tab: string, answered: string): Promise<void> {
  await page.evaluate(`(${WATCH_SOURCE})(${JSON.stringify(tab)}, ${JSON.stringify(answered)})`);
}

// Sent as text: the bench runs through tsx, whose compiled functions call a naming helper the page does not have.
const WATCH_SOURCE = `function (tab, answered) {
  const marks = { pressedAt: Number.NaN, shownAt: Number.NaN };
  window.__teamTabMarks = marks;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const selected = () => [...document.querySelectorAll('[role="tab"]')].some((each) => each.textContent === tab && each.getAttribute("aria-selected") === "true");
  const shown = () => [...document.querySelectorAll('[role="tabpanel"]')].some((panel) => [...panel.querySelectorAll(answered)].some(visible));
  let frameAsked = false;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (frameAsked || Number.isNaN(marks.pressedAt) || !selected() || !shown()) return;
    frameAsked = true;
    observer.disconnect();
    requestAnimationFrame(() => { marks.shownAt = performance.now(); });
  };
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  // The event's timeStamp is on the same clock as performance.now().
  window.addEventListener("pointerdown", (event) => { marks.pressedAt = event.timeStamp; check(); }, { capture: true, once: true });
}`;

/** After Playwright has seen the answer: the two marks (the frame's callback may still be due). */
export async function readTabMarks(page: Page): Promise<TabMarks> {
  // Functions, not text, here: the page's content security policy refuses text that Playwright would evaluate itself.
  await page.waitForFunction(() => Number.isFinite((window as unknown as MarkedWindow).__teamTabMarks?.shownAt), undefined, { timeout: 5000 });
  return page.evaluate(() => ({ ...(window as unknown as MarkedWindow).__teamTabMarks }) as TabMarks);
}
