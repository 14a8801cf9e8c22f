import { describe, expect, it } from "vitest";
import { STATUTORY_ACCOUNTS_NUMBER_FIELDS, statutoryAccountsSchema } from "@/lib/upstream/schemas/accounts";
import { LINE_ITEM_GROUPS, lineItemValues } from "./line-items";
import { accountYears } from "./years";

describe("LINE_ITEM_GROUPS", () => {
  it("lists every figure of the statutory accounts record exactly once", () => {
    const listed = LINE_ITEM_GROUPS.flatMap((group) => group.items.map((item) => item.field));
    expect([...listed].sort()).toEqual([...STATUTORY_ACCOUNTS_NUMBER_FIELDS].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("groups them as profit and loss, balance sheet and cash flow", () => {
    expect(LINE_ITEM_GROUPS.map((group) => group.title)).toEqual(["Profit and loss", "Balance sheet", "Cash flow"]);
    const groupOf = (field: string) => LINE_ITEM_GROUPS.find((group) => group.items.some((item) => item.field === field))?.id;
    expect(groupOf("turnover")).toBe("profit-and-loss");
    expect(groupOf("stock")).toBe("balance-sheet");
    expect(groupOf("netCashFlowFromOperations")).toBe("cash-flow");
  });
});

describe("lineItemValues", () => {
  it("gives a year without the figure a gap, never zero", () => {
    const years = accountYears([
      statutoryAccountsSchema.parse({ yearEndDate: "2023-03-31", stock: 0 }),
      statutoryAccountsSchema.parse({ yearEndDate: "2024-03-31" }),
      statutoryAccountsSchema.parse({ yearEndDate: "2025-03-31", stock: 1_250 }),
    ]);
    const stock = LINE_ITEM_GROUPS[1].items.find((item) => item.field === "stock")!;
    expect(lineItemValues(stock, years)).toEqual([0, null, 1_250]);
  });
});
