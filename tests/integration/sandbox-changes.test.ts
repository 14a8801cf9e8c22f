// The sandbox's changing register seen through the dashboard: a simulated day advanced by the sandbox's control
// brings new judgments that the BFF's CCJ answer shows, and a named insolvency shows in the BFF's company answer.
// Expectations come from the sandbox's own answers after the change.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ensureDataset } from "../../sandbox/dataset";
import { demoCompany } from "../../sandbox/demo-companies";
import { startSandboxServer, type SandboxServer } from "../../sandbox/server";
import type { Server } from "../../scripts/lib/processes";
import { monitorStore, startMonitorServer } from "./monitor-server";
import { call, signIn } from "./session";

type Change = { day: number; company: string; kind: string };

let sandbox: SandboxServer;
let bff: Server;
let cookie = "";

beforeAll(async () => {
  const { file } = await ensureDataset({ companies: 20_000, seed: 20261122 });
  // A day lasts a day: nothing changes on its own during the test, only what the control advances.
  sandbox = await startSandboxServer({ port: 0, datasetFile: file, apiKeys: [inject("apiKey")], changes: { perDay: 20, daySeconds: 86_400, seed: 20261122 } });
  bff = await startMonitorServer({ WATCH_SCHEDULER: "off", CACHE_TTL_SECONDS: "0", CACHE_STALE_SECONDS: "0" }, {
    upstream: sandbox.url, store: await monitorStore("sandbox-changes"), log: "sandbox-changes",
  });
  cookie = (await signIn(bff.url, "alice")).cookie!;
}, 120_000);

afterAll(async () => {
  await bff?.stop();
  await sandbox?.close();
});

const upstream = async (path: string, method = "GET") => {
  const response = await fetch(`${sandbox.url}${path}`, { method, headers: { "x-api-key": inject("apiKey") } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & unknown[] };
};
const viaBff = async (path: string) => {
  const response = await call(bff.url, path, { cookie });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe("a sandbox that changes", () => {
  it("advances a simulated day whose new CCJ the BFF then lists", async () => {
    let changes: Change[] = [];
    // The seed fixes each day's changes; a day with a judgment comes within a few.
    for (let tries = 0; tries < 10 && !changes.some((change) => change.kind === "ccj"); tries++) {
      changes = (await upstream("/_sandbox/changes/advance?days=1", "POST")).body.changes as unknown as Change[];
      expect(changes.length).toBeGreaterThan(0);
    }
    const judged = changes.find((change) => change.kind === "ccj")!;
    const fromSandbox = (await upstream(`/ccj/${judged.company}`)).body as Record<string, unknown>[];
    const fromBff = await viaBff(`/api/ccj/${judged.company}`);
    expect(fromBff.status).toBe(200);
    const items = fromBff.body.items as Record<string, unknown>[];
    expect(items).toHaveLength(fromSandbox.length);
    expect(items.map((item) => item.caseNumber)).toContain(fromSandbox[0].caseNumber);
  });

  it("puts a company into administration, which the BFF's company answer shows", async () => {
    const crn = demoCompany("typical-active").number;
    const before = await viaBff(`/api/companies/${crn}`);
    expect(JSON.stringify(before.body)).not.toContain("Administrator appointed");
    const made = await upstream(`/_sandbox/changes/make?company=${crn}&kind=administration`, "POST");
    expect(made.status).toBe(200);
    const profile = (await upstream(`/companies/${crn}`)).body;
    expect(profile.companyStatus).toBe("administration");
    const after = await viaBff(`/api/companies/${crn}`);
    expect(after.status).toBe(200);
    const text = JSON.stringify(after.body);
    expect(text).toContain("Administrator appointed");
    expect(text).toMatch(/"companyStatus":"administration"|"inAdministrationFlag":"Y"/);
  });
});
