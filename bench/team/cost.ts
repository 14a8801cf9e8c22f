// Where the server's CPU goes in the team's sessions: after the run, with the team gone, each kind of request the
// pages send (documents, RSC navigations, the prefetch a click sets off, /api lookups) is sent again one at a time and
// the server's CPU per request read from /proc. Times the counts of the run, that says which kind the core was spent on.
import { treeCpuSeconds } from "../placement";
import { round } from "../stats";
import { requestsFor, type PageRequest, type StepContext } from "./requests";
import type { Session } from "./script";

export type CostGroup = "document" | "rsc navigation" | "rsc prefetch tree" | "api" | "pdf";

export function costGroup(request: Pick<PageRequest, "kind" | "label">): CostGroup {
  if (request.kind !== "rsc") return request.kind;
  if (request.label.endsWith("prefetch tree")) return "rsc prefetch tree";
  return "rsc navigation";
}

/** Server CPU milliseconds per request of each group, over the requests of `sessions` sent one by one (PDFs left out). */
export async function costPerRequest(options: { baseUrl: string; cookie: string; pid: number; context: StepContext; sessions: readonly Session[] }): Promise<Record<string, { requests: number; cpuMsPerRequest: number }>> {
  const requests: PageRequest[] = [];
  for (const session of options.sessions) {
    for (const step of session.steps) {
      if (step.kind === "pdf") continue;
      if (step.kind === "typeahead") for (const pause of step.pauses) requests.push(...(await requestsFor(step, options.context, pause)));
      else requests.push(...(await requestsFor(step, options.context)));
    }
  }
  const groups = new Map<CostGroup, PageRequest[]>();
  for (const request of requests) groups.set(costGroup(request), [...(groups.get(costGroup(request)) ?? []), request]);
  const result: Record<string, { requests: number; cpuMsPerRequest: number }> = {};
  for (const [group, inGroup] of groups) {
    const before = treeCpuSeconds(options.pid);
    for (const request of inGroup) {
      const json: Record<string, string> = request.body === undefined ? {} : { "content-type": "application/json", origin: options.baseUrl };
      const response = await fetch(`${options.baseUrl}${request.path}`, { method: request.method, redirect: "manual", headers: { cookie: options.cookie, ...json, ...request.headers }, body: request.body });
      await response.arrayBuffer();
    }
    result[group] = { requests: inGroup.length, cpuMsPerRequest: round(((treeCpuSeconds(options.pid) - before) * 1000) / inGroup.length, 2) };
  }
  return result;
}
