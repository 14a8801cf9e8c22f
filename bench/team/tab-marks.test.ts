// The tab's marks in a real Chromium, on a page that behaves as a tab strip does: the press selects the tab after a
// delay and the answer comes later still, so the page's time must cover both and stop at the frame that draws it.
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, HEADLESS_SHELL } from "../../scripts/lib/chromium";
import { readTabMarks, watchTabMarks } from "./tab-marks";

const SELECT_AFTER_MS = 60;
const ANSWER_AFTER_MS = 150;

const PAGE = `<!doctype html><body>
<div role="tablist"><a role="tab" aria-selected="true" href="#">Overview</a><a role="tab" aria-selected="false" href="#" id="charges">Charges</a></div>
<div role="tabpanel"><p role="status">Overview's answer</p></div>
<script>
  document.getElementById("charges").addEventListener("click", (event) => {
    event.preventDefault();
    setTimeout(() => {
      document.querySelectorAll('[role="tab"]').forEach((tab) => tab.setAttribute("aria-selected", String(tab.id === "charges")));
      document.querySelector('[role="tabpanel"]').innerHTML = '<p role="status" aria-busy="true">Loading</p><div data-testid="charge-row" hidden>hidden row</div>';
    }, ${SELECT_AFTER_MS});
    setTimeout(() => {
      document.querySelector('[role="tabpanel"]').innerHTML = '<div data-testid="charge-row">A charge</div>';
    }, ${ANSWER_AFTER_MS});
  });
</script></body>`;

describe("a tab's marks on the page's clock", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
  });
  afterAll(() => browser?.close());

  it("run from the press to the first frame that draws the selected tab's answer, not the tab left behind nor a hidden or busy element", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    // The panel already holds a status (the tab being left): it must not count.
    await watchTabMarks(page, "Charges", '[data-testid="charge-row"], [role="status"]:not([aria-busy="true"])');
    await page.getByRole("tab", { name: "Charges" }).click();
    await page.getByTestId("charge-row").filter({ visible: true }).waitFor();
    const marks = await readTabMarks(page);
    const ms = marks.shownAt - marks.pressedAt;
    expect(ms).toBeGreaterThanOrEqual(ANSWER_AFTER_MS);
    // A frame after the answer, with room for a slow machine; never Playwright's half-second poll.
    expect(ms).toBeLessThan(ANSWER_AFTER_MS + 200);
  }, 30_000);
});
