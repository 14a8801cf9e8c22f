import { describe, expect, it } from "vitest";
import { okOutcome, ownOutcome } from "./ok-outcome";

describe("an answer's outcome", () => {
  it("parses its bytes only when its body is first read", () => {
    let parses = 0;
    const outcome = okOutcome('{"a":1}', {}, () => {
      parses += 1;
      return { a: 1 };
    });
    expect(parses).toBe(0);
    expect(outcome.body).toBe(outcome.body);
    expect(parses).toBe(1);
  });

  it("gives each lookup sharing one answer a body of its own: the shared parse to the first, a new one to the others", () => {
    const shared = okOutcome('{"items":[1,2]}', { key: "k" });
    const first = ownOutcome(shared, { cache: "miss", key: "k" });
    const second = ownOutcome(shared, { cache: "miss", key: "k" });
    expect(first.body).toBe(shared.body);
    expect(second.body).not.toBe(first.body);
    expect(second.body).toEqual({ items: [1, 2] });
    // Written to by the first lookup's normalisation, the second's is untouched.
    (first.body as { items: number[] }).items.push(3);
    expect(second.body).toEqual({ items: [1, 2] });
    expect(first).toMatchObject({ kind: "ok", raw: '{"items":[1,2]}', cache: "miss", key: "k" });
  });
});
