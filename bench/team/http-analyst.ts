// An analyst over HTTP (undici's fetch, as Node ships it): for each step, the requests the page sends
// (bench/team/requests.ts), the page's document or payload first and then its lookups together, as the browser
// sends them after hydration; think time between steps. Every answer is timed and its status kept.
import { isNotRecordedAnswer, type HttpSample } from "./samples";
import { requestsFor, type PageRequest, type StepContext } from "./requests";
import { TYPEAHEAD_DEBOUNCE_MS, type Session } from "./script";

export interface HttpAnalystContext extends StepContext {
  baseUrl: string;
  cookie: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(context: HttpAnalystContext, request: PageRequest): Promise<HttpSample> {
  const started = performance.now();
  let status = 0;
  let body: unknown = null;
  try {
    const json: Record<string, string> = request.body === undefined ? {} : { "content-type": "application/json", origin: context.baseUrl };
    const response = await fetch(`${context.baseUrl}${request.path}`, {
      method: request.method,
      redirect: "manual",
      headers: { cookie: context.cookie, ...json, ...request.headers },
      body: request.body,
    });
    const bytes = await response.arrayBuffer();
    status = response.status;
    if (status === 404) body = JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    // No answer at all (status 0), or a 404 that is not a problem document: an error either way.
  }
  return { kind: request.kind, label: request.label, ms: performance.now() - started, status, expected: isNotRecordedAnswer(status, body), at: started };
}

/** One session; answers the samples, and whether it ran to its end before `until()` said stop. */
export async function httpSession(context: HttpAnalystContext, session: Session, until: () => boolean): Promise<{ samples: HttpSample[]; whole: boolean }> {
  const samples: HttpSample[] = [];
  for (const [index, step] of session.steps.entries()) {
    if (until()) return { samples, whole: false };
    await sleep(session.thinkMs[index] ?? 0);
    if (step.kind === "typeahead") {
      // Each pause in typing sends one search, a debounce after the last keystroke before it.
      let typed = "";
      for (const [at, pause] of step.pauses.entries()) {
        await sleep((pause.length - typed.length) * (step.keystrokes[at] ?? 0) + TYPEAHEAD_DEBOUNCE_MS);
        typed = pause;
        samples.push(...(await Promise.all((await requestsFor(step, context, pause)).map((request) => send(context, request)))));
      }
      continue;
    }
    const requests = await requestsFor(step, context);
    for (const wave of [0, 1]) {
      const inWave = requests.filter((request) => request.wave === wave);
      samples.push(...(await Promise.all(inWave.map((request) => send(context, request)))));
    }
  }
  return { samples, whole: true };
}
