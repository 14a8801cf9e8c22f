// The company page arrives with its header: the server looks the profile up while rendering, through the BFF's own
// route, so the lookup is signed in, limited and audited like the browser's, and the HTML names the company.
import { describe, expect, inject, it } from "vitest";
import { call, signIn } from "./session";

const base = () => inject("accessUrl");

interface Entry { requestId: string; username: string; operation: string; company: string | null; status: number; at: string }

describe("the company page", () => {
  it("is sent with the company's header, and the server's lookup is in the audit trail as the user's", async () => {
    const crn = "09990006";
    const alice = (await signIn(base(), "alice")).cookie!;
    const asked = await call(base(), `/api/companies/${crn}`, { cookie: alice });
    const profile = (await asked.json()) as { businessName: string };
    const pageAsked = Date.now();
    const page = await call(base(), `/companies/${crn}`, { cookie: alice });
    expect(page.status).toBe(200);
    const html = await page.text();
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "";
    expect(heading.replace(/&amp;/g, "&")).toBe(profile.businessName);

    const admin = (await signIn(base(), "root")).cookie!;
    const entries = ((await (await call(base(), `/api/audit?user=alice&company=${crn}`, { cookie: admin })).json()) as { items: Entry[] }).items;
    // The page's own lookup: not the one this test made above to learn the name, nor any made before the page.
    const pageLookup = entries.find((entry) => entry.operation === "Company profile" && entry.requestId !== asked.headers.get("x-request-id")
      && Date.parse(entry.at) >= pageAsked);
    expect(pageLookup).toMatchObject({ username: "alice", company: crn, status: 200 });
  });

  it("says a company cannot be found in the page itself, and a visitor without a session is sent to sign in", async () => {
    const alice = (await signIn(base(), "alice")).cookie!;
    const missing = await call(base(), "/companies/00000999", { cookie: alice });
    expect(await missing.text()).toContain("No company found");
    const anonymous = await call(base(), "/companies/09990006", { redirect: "manual" });
    expect([302, 303, 307]).toContain(anonymous.status);
    expect(anonymous.headers.get("location")).toContain("/signin");
  });
});
