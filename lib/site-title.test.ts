import { describe, expect, it } from "vitest";
import { pageTitle, SITE_NAME } from "./site-title";

describe("pageTitle", () => {
  it("names the page, then the site, as the metadata template does", () => {
    expect(pageTitle("Acme Widgets Ltd")).toBe(`Acme Widgets Ltd · ${SITE_NAME}`);
  });
});
