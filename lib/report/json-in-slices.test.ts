// The slices join into the JSON of the whole list, whatever its length.
import { describe, expect, it } from "vitest";
import { jsonInSlices } from "./json-in-slices";

describe("jsonInSlices", () => {
  it.each([0, 1, 499, 500, 501, 1234])("gives back a list of %i items as JSON.parse reads it", async (length) => {
    const items = Array.from({ length }, (_, index) => ({ n: index, text: `"${index}",\n`, nested: { ok: index % 2 === 0, none: null } }));
    expect(JSON.parse(await jsonInSlices(items))).toEqual(items);
  });
});
