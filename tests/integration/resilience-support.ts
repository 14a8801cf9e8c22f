// Helpers for the resilience tests: the flaky upstream's switch and log, the BFF's metrics, a breaker reset.
import { inject } from "vitest";
import { MODE_PATH, type HostileMode, type ReceivedRequest } from "./hostile-upstream";
import { getJson, rawRequest } from "./http";

export async function setUpstreamMode(mode: HostileMode): Promise<void> {
  const response = await fetch(`${inject("flakyUrl")}${MODE_PATH}?set=${mode}`, { method: "POST" });
  if (response.status !== 204) throw new Error(`could not switch the flaky upstream to ${mode}`);
}

export async function receivedByFlaky(): Promise<ReceivedRequest[]> {
  return (await (await fetch(`${inject("flakyUrl")}/__received`)).json()) as ReceivedRequest[];
}

/**
 * How often the flaky upstream was asked for exactly this path (its query aside). Exact, because the suites share the
 * upstream: `/companies/X` must not count another file's calls to `/companies/X/directors`.
 */
export async function callsFor(path: string): Promise<number> {
  return (await receivedByFlaky()).filter((request) => request.url.split("?")[0] === path).length;
}

/** One sample of a metric from the BFF's /api/metrics (the sum over label sets matching `labels`). */
export async function metricValue(bffUrl: string, name: string, labels = ""): Promise<number> {
  const answer = await rawRequest(bffUrl, "/api/metrics", "GET", { authorization: `Bearer ${inject("metricsToken")}` });
  if (answer.status !== 200) throw new Error(`metrics answered ${answer.status}`);
  return answer.text
    .split("\n")
    .filter((line) => line.startsWith(name) && (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

let unknownCounter = Math.floor(Math.random() * 500_000);
/** A company number the upstream does not know and the BFF has never cached: a cheap, always-fresh call. */
export function freshUnknownNumber(): string {
  unknownCounter += 1;
  return `08${String(unknownCounter).padStart(6, "0")}`;
}

/** Brings the upstream up and waits until the BFF's breaker lets calls through again. */
export async function upstreamUp(bffUrl: string): Promise<void> {
  await setUpstreamMode("up");
  const deadline = Date.now() + inject("resilience").breakerOpenMs + 5000;
  while (Date.now() < deadline) {
    const answer = await getJson(bffUrl, `/api/companies/${freshUnknownNumber()}`);
    if (answer.status === 404) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the breaker did not close again");
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
