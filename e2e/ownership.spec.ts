// The Ownership tab: the group's child reaches its parent and ultimate parent in the drawing and the table, focus
// moves along the drawing by keyboard, SVG and PNG exports download the drawing, and BODS validates.
import { readFileSync } from "node:fs";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { atEachWidth } from "./support/widths";
import { demoCompany } from "../sandbox/demo-companies";
import { bodsStatementsValidator } from "../lib/ownership/bods-schema";

test.describe.configure({ timeout: 120_000 });

const child = demoCompany("group-child").number;
const parent = demoCompany("group-parent").number;

test("the group's child shows its parent and ultimate parent, drawn and tabled, and the table leads there", async ({ page }) => {
  await page.goto(`/companies/${child}/ownership`);
  await expect(page.getByRole("tab", { name: "Ownership" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("region", { name: "Every link of the ownership graph" });
  const ultimate = table.getByTestId("ownership-edge").filter({ hasText: "Ultimate parent company" });
  await expect(ultimate.getByRole("link").first()).toHaveAttribute("href", `/companies/${parent}`);
  await expect(table.getByTestId("ownership-edge").filter({ hasText: "Parent company" }).first()).toBeVisible();
  await expect(page.getByTestId("ownership-node").and(page.locator(`[data-crn="${parent}"]`))).toBeVisible();

  // Keyboard: a node takes focus and Tab moves on to the next party or link of the drawing.
  const first = page.locator(".react-flow__node").first();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator(".react-flow__node:focus, .react-flow__edge:focus")).toHaveCount(1);

  await atEachWidth(page, "ownership-child", async () => {
    await expect(table.getByTestId("ownership-edge").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, "axe on the Ownership tab");
  });

  await ultimate.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/companies/${parent}$`));
});

test("the keyboard alone walks the drawing from the child up to its ultimate parent and opens it", async ({ page }) => {
  await page.goto(`/companies/${child}/ownership`);
  await expect(page.getByTestId("ownership-node").first()).toBeVisible();
  // Tab from the exports into the drawing; Home goes to the company asked about.
  await page.getByRole("button", { name: "Export PNG" }).focus();
  const focusedNode = page.locator(".react-flow__node:focus");
  for (let press = 0; press < 12 && (await focusedNode.count()) === 0; press++) await page.keyboard.press("Tab");
  await expect(focusedNode).toHaveCount(1);
  await page.keyboard.press("Home");
  await expect(focusedNode.locator(`[data-crn="${child}"]`)).toHaveCount(1);
  const announced = page.getByTestId("ownership-focus");
  await expect(announced).toContainText("(the company asked about)");
  // The focused party shows a ring: React Flow's own stylesheet would leave it without one.
  expect(await focusedNode.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");

  // Up to a link into the child, then along its co-owners' links to the ultimate parent's, and up to that company.
  await page.keyboard.press("ArrowUp");
  await expect(page.locator(".react-flow__edge:focus")).toHaveCount(1);
  await expect(announced).toContainText(/^Link: /);
  for (let press = 0; press < 12 && !/ultimate parent company/.test(await announced.innerText()); press++) await page.keyboard.press("ArrowRight");
  await expect(announced).toContainText("ultimate parent company");
  await page.keyboard.press("ArrowUp");
  await expect(focusedNode.locator(`[data-crn="${parent}"]`)).toHaveCount(1);
  await expect(announced).toContainText(/Owns or controls .+\. Enter opens its ownership\./);

  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/companies/${parent}/ownership$`));
});

test("exports the drawing as SVG and PNG, and the graph as BODS 0.4", async ({ page, request }) => {
  await page.goto(`/companies/${child}/ownership`);
  await expect(page.getByTestId("ownership-node").first()).toBeVisible();
  const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export SVG" }).click()]);
  expect(svg.suggestedFilename()).toBe(`ownership-${child}.svg`);
  const text = readFileSync(await svg.path(), "utf8");
  expect(text).toContain("<svg");
  expect(text).toContain(parent);
  expect(text).toContain("Ultimate parent company");

  const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export PNG" }).click()]);
  expect(png.suggestedFilename()).toBe(`ownership-${child}.png`);
  expect(readFileSync(await png.path()).subarray(1, 4).toString("latin1")).toBe("PNG");

  const bods = await request.get(`/api/companies/${child}/ownership?format=bods`);
  expect(bods.status()).toBe(200);
  const validate = bodsStatementsValidator();
  expect(validate(await bods.json()), JSON.stringify(validate.errors)).toBe(true);
});

type Box = { x: number; y: number; width: number; height: number; text: string };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function expectApart(labels: Box[], nodes: Box[], where: string) {
  labels.forEach((label, index) => {
    for (const other of labels.slice(index + 1)) expect(overlaps(label, other), `${where}: "${label.text}" over "${other.text}"`).toBe(false);
    for (const node of nodes) expect(overlaps(label, node), `${where}: "${label.text}" over the party "${node.text}"`).toBe(false);
  });
}

// The subsidiary whose parent is also its PSC, its shareholder and its ultimate parent: four links between the same two
// companies, whose labels used to lie on one another at the links' middle.
test("no two link labels overlap, nor a party, on screen and in the exported SVG and PNG", async ({ page }) => {
  const subsidiary = demoCompany("psc-corporate").number;
  await page.goto(`/companies/${subsidiary}/ownership`);
  const rows = page.getByRole("region", { name: "Every link of the ownership graph" }).getByTestId("ownership-edge");
  await expect(rows.first()).toBeVisible();
  // Each label says what its row of the table says ("What it is"), and when the link ended.
  const expected = await rows.evaluateAll((items) => items.map((row) => {
    const cells = [...row.querySelectorAll("td")].map((cell) => (cell as HTMLElement).innerText.trim());
    const ceased = /^Ceased on (.+)$/.exec(cells[4] ?? "");
    return `${cells[2]}${ceased ? ` (ceased ${ceased[1]})` : ""}`;
  }));
  const parallel = await rows.evaluateAll((items) => {
    const pairs = items.map((row) => [...row.querySelectorAll("td")].filter((_, index) => index === 0 || index === 3).map((cell) => cell.textContent).join(">"));
    return pairs.length - new Set(pairs).size;
  });
  expect(expected.length).toBeGreaterThanOrEqual(4);
  expect(parallel, "links that share their two parties with another").toBeGreaterThanOrEqual(2);

  const labels = page.getByTestId("ownership-edge-label");
  await expect(labels).toHaveCount(expected.length);
  const boxes = (locator: typeof labels) => locator.evaluateAll((items) => items.map((item) => {
    const { x, y, width, height } = item.getBoundingClientRect();
    // A label's lines (an SVG's tspans, or the screen's lines); a party's box by the words drawn in it.
    const lines = [...item.querySelectorAll("tspan")].map((line) => line.textContent);
    const words = lines.length ? lines.join(" ") : item instanceof HTMLElement ? item.innerText : item.parentElement?.textContent ?? "";
    return { x, y, width, height, text: words.replace(/\s+/g, " ").trim() };
  }));
  const onScreen = await boxes(labels);
  expect(onScreen.map((box) => box.text).sort()).toEqual([...expected].sort());
  expectApart(onScreen, await boxes(page.locator(".react-flow__node")), "on screen");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export SVG" }).click()]);
  const svg = readFileSync(await download.path(), "utf8");
  const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export PNG" }).click()]);
  const pngWidth = readFileSync(await png.path()).readUInt32BE(16);

  // The file as a browser draws it: the words of each label, and each party's box.
  await page.setContent(`<!doctype html><body style="margin:0">${svg.replace(/^<\?xml[^>]*>/, "")}</body>`);
  const inFile = await boxes(page.locator("g.edge-label text"));
  expect(inFile.map((box) => box.text).sort()).toEqual([...expected].sort());
  expectApart(inFile, await boxes(page.locator('svg rect[rx="8"]')), "in the SVG");
  // The PNG is that same drawing at twice its size.
  expect(Math.abs(pngWidth - 2 * Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)?.[1]))).toBeLessThanOrEqual(2);
});
