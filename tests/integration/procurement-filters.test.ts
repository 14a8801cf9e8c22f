// Operation 19's fixed vocabularies against the sandbox: every status, stage and contract type its notices carry is
// accepted in any case and finds exactly the notices that carry it, and a word outside the list is refused with a
// 400 problem that names the parameter and lists the values (it would otherwise look like "no notices").
import { describe, expect, inject, it } from "vitest";
import { expectNoKey, getJson } from "./http";

interface Notice { status?: string; notice_type?: string; ojeu_contract_type?: string; notice_identifier?: string }

const FILTERS = [
  { parameter: "status", field: "status", unknown: "pending" },
  { parameter: "procurement-stage", field: "notice_type", unknown: "tendering" },
  { parameter: "contract-type", field: "ojeu_contract_type", unknown: "goods" },
] as const;

/** The first pages of notices straight from the sandbox, not through the BFF (its list is in no order of status). */
async function upstreamNotices(): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (let page = 0; page < 10; page += 1) {
    const response = await fetch(`${inject("sandboxUrl")}/govt-procurement?size=100&page=${page}`, { headers: { "x-api-key": inject("apiKey") } });
    if (response.status === 404) break;
    expect(response.status).toBe(200);
    const body = (await response.json()) as Notice | Notice[];
    notices.push(...(Array.isArray(body) ? body : [body]));
  }
  return notices;
}

describe("procurement filters with a fixed vocabulary", () => {
  it.each(FILTERS)("accepts every $parameter the notices carry, in any case, and finds only those notices", async ({ parameter, field }) => {
    const values = [...new Set((await upstreamNotices()).map((notice) => notice[field]).filter((value): value is string => Boolean(value)))];
    expect(values.length).toBeGreaterThan(1);
    for (const value of values) {
      const answer = await getJson(inject("bffUrl"), `/api/govt-procurement?${parameter}=${encodeURIComponent(value.toUpperCase())}&size=25`);
      expect(answer.status, `${parameter}=${value}`).toBe(200);
      const { items } = answer.json as { items: Notice[] };
      expect(items.length, `${parameter}=${value}`).toBeGreaterThan(0);
      for (const item of items) expect(item[field]?.toLowerCase()).toBe(value.toLowerCase());
    }
  });

  it.each(FILTERS)("refuses an unknown $parameter with a problem naming it and listing the allowed values", async ({ parameter, field, unknown }) => {
    const carried = new Set((await upstreamNotices()).map((notice) => notice[field]).filter(Boolean));
    const answer = await getJson(inject("bffUrl"), `/api/govt-procurement?${parameter}=${unknown}`);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(answer.json).toMatchObject({ status: 400, code: "invalid-parameter", parameter });
    const { detail } = answer.json as { detail: string };
    expect(detail).toContain(`'${parameter}'`);
    expect(detail).toContain(`'${unknown}'`);
    for (const value of carried) expect(detail).toContain(value);
    expectNoKey(answer);
  });
});
