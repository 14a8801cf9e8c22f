import { describe, expect, it } from "vitest";
import { documentOf, filingDocumentHref } from "./filing-document";
import { filingDocument, upstreamDocumentUrl, wordFilingHistory } from "./filing-wording";
import { wordingText, type FilingWording } from "./filing-text";

const ORIGIN = "https://api.example.com";
const item = (document_metadata: string | null, self = "/company/00000001/filing-history/MTIzNDU2") => ({ links: { self, document_metadata } });

describe("where a filing's document is read", () => {
  it("serves a path or a link on the upstream's origin through the BFF, by the filing's transaction id", () => {
    expect(filingDocument(item("/companies/00000001/filing-history/MTIzNDU2/document"), ORIGIN)).toEqual({ kind: "upstream", id: "MTIzNDU2" });
    expect(filingDocument(item(`${ORIGIN}/document/abc`), ORIGIN)).toEqual({ kind: "upstream", id: "MTIzNDU2" });
    expect(filingDocumentHref("SC000004", { kind: "upstream", id: "MTIzNDU2" })).toBe("/api/companies/SC000004/documents/MTIzNDU2");
  });

  it("takes the id from the link's last path segment, whatever trails it", () => {
    expect(filingDocument(item("/companies/1/filing-history/T1/document", "/company/1/filing-history/ABC/?x=1#top"), ORIGIN)).toEqual({ kind: "upstream", id: "ABC" });
    // Without a usable links.self, the filing's own segment of its document link, not the word "document" that every
    // filing's link ends with (which served the first such filing's document for all of them).
    expect(filingDocument(item("/companies/1/filing-history/T1/document#p2", "not a/valid id!"), ORIGIN)).toEqual({ kind: "upstream", id: "T1" });
    expect(filingDocument({ links: { document_metadata: "/companies/1/filing-history/T2/document" } }, ORIGIN)).toEqual({ kind: "upstream", id: "T2" });
    expect(filingDocument({ links: { document_metadata: `${ORIGIN}/document/abc/content/` } }, ORIGIN)).toEqual({ kind: "upstream", id: "abc" });
    expect(filingDocument({ links: { document_metadata: "/document" } }, ORIGIN)).toBeNull();
    expect(filingDocument(item("/filing-history/?q=1", "/"), ORIGIN)).toEqual({ kind: "upstream", id: "filing-history" });
    expect(filingDocument(item("/?q=1", "///"), ORIGIN)).toBeNull();
  });

  it("links any other host directly, and nothing that is not http(s)", () => {
    const external = "https://document-api.company-information.service.gov.uk/document/abc";
    expect(filingDocument(item(external), ORIGIN)).toEqual({ kind: "external", url: external });
    expect(filingDocument(item("javascript:alert(1)"), ORIGIN)).toBeNull();
    expect(filingDocument(item("//evil.example/x"), ORIGIN)).toBeNull();
    expect(filingDocument(item(null), ORIGIN)).toBeNull();
    expect(documentOf({ document: { kind: "external", url: "javascript:alert(1)" } })).toBeNull();
  });

  it("fetches a path under the upstream's base URL, like the operations, and never another host", () => {
    expect(upstreamDocumentUrl(item("/companies/1/filing-history/T/document?x=1"), `${ORIGIN}/v1/`)?.href).toBe(`${ORIGIN}/v1/companies/1/filing-history/T/document?x=1`);
    expect(upstreamDocumentUrl(item("https://elsewhere.example/doc"), `${ORIGIN}/v1`)).toBeNull();
  });
});

describe("wordFilingHistory", () => {
  it("words every item and resolution and places its document", () => {
    const history = wordFilingHistory({
      items: [{
        description: "termination-director-company-with-name-termination-date",
        description_values: { officer_name: "Ann Lee", termination_date: "2021-06-30" },
        resolutions: [{ description: "resolution-securities" }],
        ...item("/companies/00000001/filing-history/MTIzNDU2/document"),
      }],
    }) as { items: Array<{ wording: FilingWording; resolutions: Array<{ wording: FilingWording }>; document: unknown }> };
    const [worded] = history.items;
    expect(wordingText(worded.wording)).toBe("Termination of appointment of Ann Lee as a director on 30 Jun 2021");
    expect(wordingText(worded.resolutions[0].wording)).toBe("Resolution of allotment of securities");
    expect(worded.document).toEqual({ kind: "upstream", id: "MTIzNDU2" });
  });
});
