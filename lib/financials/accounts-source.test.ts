import { describe, expect, it } from "vitest";
import { accountsSource, accountsSourceLink } from "./accounts-source";

const filings = [
  { category: "accounts", date: "2024-12-12", description: "accounts-with-accounts-type-full", description_values: { made_up_date: "2024-03-31" }, document: { kind: "upstream", id: "TX1" } },
  { category: "confirmation-statement", date: "2024-04-01", description: "confirmation-statement", description_values: { made_up_date: "2023-03-31" } },
  { category: "accounts", date: "2023-11-01", description: "accounts-with-accounts-type-full", description_values: { made_up_date: "2023-03-31" } },
  { category: "accounts", date: "2024-01-20", description: "accounts-amended", description_values: { made_up_date: "31/03/2023" } },
];

describe("the source of a year's figures", () => {
  it("is the accounts filing made up to the year end, with its document", () => {
    const source = accountsSource("2024-03-31", filings);
    expect(source).toMatchObject({ filed: "2024-12-12", document: { kind: "upstream", id: "TX1" } });
    expect(source.sentence).toMatch(/^Accounts for the year ended .*2024, filed on .*2024$/);
  });

  it("takes the latest filing when accounts were amended, whatever the date's form, and never a non-accounts item", () => {
    expect(accountsSource("2023-03-31", filings)).toMatchObject({ filed: "2024-01-20", description: "accounts-amended" });
  });

  it("says so when no filing matches", () => {
    expect(accountsSource("2022-03-31", filings)).toMatchObject({ filed: null, document: null });
    expect(accountsSource("2022-03-31", filings).sentence).toMatch(/^No matching filing in the history for the accounts for the year ended 31 Mar 2022$/);
  });

  // As an upstream answering exactly as the spec shows: no made_up_date, the four description values only.
  const specValues = (description: string) => ({ description, appointment_date: "", officer_name: "", termination_date: "" });
  const specLiteral = [
    { category: "accounts", date: "2024-12-12", description: "accounts-with-accounts-type-full", description_values: specValues("Full accounts made up to 31 March 2024"), document: { kind: "upstream", id: "TX1" } },
    { category: "confirmation-statement", date: "2024-04-14", description: "confirmation-statement-with-no-updates", description_values: specValues("Confirmation statement made on 31 March 2024 with no updates") },
    { category: "accounts", date: "2023-11-01", description: "accounts-with-accounts-type-full", description_values: specValues("Full accounts made up to 31 March 2023"), document: { kind: "upstream", id: "TX2" } },
  ];

  it("on a spec-literal upstream, is found by the made-up date in the upstream's words", () => {
    expect(accountsSource("2024-03-31", specLiteral)).toMatchObject({ filed: "2024-12-12", document: { kind: "upstream", id: "TX1" } });
    expect(accountsSource("2023-03-31", specLiteral)).toMatchObject({ filed: "2023-11-01", document: { kind: "upstream", id: "TX2" } });
    expect(accountsSource("2022-03-31", specLiteral)).toMatchObject({ filed: null, document: null });
  });

  it("without any made-up date, is the first accounts filing in the year after the year end", () => {
    const dateOnly = [
      { category: "accounts", date: "2024-04-10", description: "accounts-with-accounts-type-micro-entity", description_values: specValues(""), document: { kind: "upstream", id: "EARLY" } },
      { category: "confirmation-statement", date: "2023-05-01", description: "confirmation-statement", description_values: specValues("") },
      { category: "accounts", date: "2023-12-20", description: "accounts-with-accounts-type-micro-entity", description_values: null, document: { kind: "upstream", id: "TX23" } },
      // Amended a month later: the first filing after the year end is the year's own.
      { category: "accounts", date: "2024-01-20", description: "accounts-amended", description_values: null, document: { kind: "upstream", id: "AMENDED" } },
      { category: "accounts", date: "2022-06-01", description: "accounts-with-accounts-type-micro-entity", description_values: {}, document: { kind: "upstream", id: "TX22" } },
    ];
    expect(accountsSource("2023-03-31", dateOnly)).toMatchObject({ filed: "2023-12-20", document: { id: "TX23" } });
    expect(accountsSource("2024-03-31", dateOnly)).toMatchObject({ filed: "2024-04-10", document: { id: "EARLY" } });
    expect(accountsSource("2020-03-31", dateOnly)).toMatchObject({ filed: null });
    // A filing that states another year's made-up date is never taken by date alone.
    expect(accountsSource("2023-03-31", [filings[0]])).toMatchObject({ filed: null });
  });

  it("links to its document through the BFF, absolute from the origin a report is made for", () => {
    const source = accountsSource("2024-03-31", filings);
    expect(accountsSourceLink(source, "00000001").documentUrl).toBe("/api/companies/00000001/documents/TX1");
    expect(accountsSourceLink(source, "00000001", "https://dd.example/")).toMatchObject({
      filed: "2024-12-12", documentUrl: "https://dd.example/api/companies/00000001/documents/TX1",
    });
    expect(accountsSourceLink(accountsSource("2022-03-31", filings), "00000001", "https://dd.example").documentUrl).toBeNull();
  });

  it("keeps a document on another host at its own address", () => {
    const elsewhere = [{ ...filings[0], document: { kind: "external", url: "https://docs.example/a.pdf" } }];
    expect(accountsSourceLink(accountsSource("2024-03-31", elsewhere), "00000001", "https://dd.example").documentUrl).toBe("https://docs.example/a.pdf");
  });
});
