// Filings in Companies House's words and their documents, over real HTTP: the built BFF in front of the sandbox.
import { describe, expect, inject, it } from "vitest";
import { wordingText, type FilingWording } from "@/lib/company/filing-text";
import { demoCompany } from "@/lib/sandbox/demo-companies";

const liquidation = demoCompany("liquidation").number;

interface Item {
  category: string;
  wording: FilingWording;
  resolutions: Array<{ wording: FilingWording }>;
  document: { kind: "upstream"; id: string } | { kind: "external"; url: string } | null;
}

async function filings(crn: string): Promise<Item[]> {
  const response = await fetch(`${inject("bffUrl")}/api/companies/${crn}/documents`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Item[] }).items;
}

describe("GET /api/companies/{crn}/documents: Companies House's wording", () => {
  it("words every filing and resolution from Companies House's templates, with no value missing", async () => {
    const items = await filings(liquidation);
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      for (const wording of [item.wording, ...item.resolutions.map((resolution) => resolution.wording)]) {
        expect(wording.source, wording.key ?? "").toBe("companies-house");
        expect(wording.missing).toEqual([]);
        expect(wordingText(wording)).not.toBe("");
      }
      expect(item.document?.kind).toBe("upstream");
    }
    expect(items.map((item) => wordingText(item.wording))).toContain("Appointment of a voluntary liquidator");
    expect(items.some((item) => item.resolutions.some((resolution) => wordingText(resolution.wording) === "Special resolution to wind up"))).toBe(true);
  });
});

describe("GET /api/companies/{crn}/documents/{document}", () => {
  it("answers the filing's document as a real PDF fetched with the server's key", async () => {
    const items = await filings(liquidation);
    const accounts = items.find((item) => item.category === "accounts" && item.document?.kind === "upstream");
    const id = accounts?.document?.kind === "upstream" ? accounts.document.id : "";
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="${liquidation}-${id}.pdf"`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.includes(Buffer.from(inject("apiKey")))).toBe(false);
    expect(JSON.stringify([...response.headers])).not.toContain(inject("apiKey"));
  });

  it("refuses a malformed document id with a problem naming the parameter", async () => {
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/${encodeURIComponent("../../ccj")}`);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const body = (await response.json()) as { parameter?: string; detail: string };
    expect(body.parameter).toBe("document");
    expect(body.detail).toContain("transaction id");
  });

  it("answers 404 for a document the filing history does not list", async () => {
    const response = await fetch(`${inject("bffUrl")}/api/companies/${liquidation}/documents/MNOTLISTED1`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { detail: string }).detail).toContain("lists no document MNOTLISTED1");
  });

  it("is refused without a session where sign-in is required", async () => {
    const response = await fetch(`${inject("accessUrl")}/api/companies/${liquidation}/documents/MNOTLISTED1`);
    expect(response.status).toBe(401);
  });
});
