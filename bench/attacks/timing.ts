// The cache's timing side channel: one user opens half of a set of companies; another, who cannot see that user's
// history, asks for each company of the set once and guesses that the faster half were the ones already opened.
// The same guess timed at the upstream itself is the control: what the upstream reveals whatever the BFF does.
import type { Finding } from "./finding";
import { getFrom, postForm, timed } from "./http";
import type { AttackTarget } from "./target";

async function cookieOf(target: AttackTarget, username: string, from: string): Promise<string> {
  const answer = await postForm(target.url, "/api/auth/signin", { username, password: target.password(username), next: "/" }, { localAddress: from });
  if (!answer.cookie) throw new Error(`${username} could not sign in`);
  return answer.cookie;
}

export interface Guesses { right: number; of: number }

/**
 * How many of `companies` the guesser classifies rightly (opened by the colleague or not); half is chance. `at`:
 * "bff" times the guesser's own lookups through the BFF, "upstream" times the same companies at the upstream.
 */
export async function timingGuesses(target: AttackTarget, companies: readonly string[], at: "bff" | "upstream" = "bff"): Promise<Guesses> {
  const colleague = await cookieOf(target, "alice", "127.0.0.70");
  const guesser = await cookieOf(target, "frank", "127.0.0.71");
  // An even number of companies, the colleague opening every other one.
  const set = companies.slice(0, companies.length - (companies.length % 2));
  const opened = new Set(set.filter((_, i) => i % 2 === 0));
  for (const crn of opened) await getFrom(target.url, `/api/companies/${crn}`, { localAddress: "127.0.0.70", headers: { cookie: colleague } });
  const times: Array<{ crn: string; ms: number }> = [];
  // In an order unrelated to which were opened, so that warming up does not favour either half.
  for (const crn of [...set].sort((a, b) => hash(a) - hash(b))) {
    const answer = await timed(() => (at === "bff"
      ? getFrom(target.url, `/api/companies/${crn}`, { localAddress: "127.0.0.71", headers: { cookie: guesser } })
      : getFrom(target.upstreamUrl, `/api/companies/${crn}`)));
    if (answer.value.status !== 200) throw new Error(`lookup of ${crn} answered ${answer.value.status}`);
    times.push({ crn, ms: answer.ms });
  }
  const guessedOpened = new Set([...times].sort((a, b) => a.ms - b.ms).slice(0, opened.size).map((entry) => entry.crn));
  const right = set.filter((crn) => guessedOpened.has(crn) === opened.has(crn)).length;
  return { right, of: set.length };
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** Chance plus two standard deviations of a fair guess (√n / 2 each). */
const noise = (of: number) => Math.sqrt(of);

export function timingFinding(shared: Guesses, separate: Guesses | null, upstream: Guesses | null, setting: string | null): Finding {
  const of = shared.of;
  return {
    name: "Cache timing side channel",
    attack: `a colleague opens ${of / 2} of ${of} companies; another user times one lookup of each and guesses the faster half were opened (control: the same guess timed at the upstream itself)`,
    before: "31 of 40 guessed right",
    now: separate && setting
      ? `${shared.right} of ${of} right with the cache shared (default); ${separate.right} of ${of} with ${setting}=false; ${upstream?.right ?? "—"} of ${of} at the upstream itself (${of / 2} is chance)`
      : `${shared.right} of ${of} right (${of / 2} is chance); the setting to stop sharing is not in this build`,
    bound: setting
      ? `README states the residual channel with the cache shared; with ${setting}=false no better than chance or the upstream's own, give or take two standard deviations (±${noise(of).toFixed(0)})`
      : "no setting yet to close the channel",
    holds: separate ? separate.right <= Math.max(of / 2, upstream?.right ?? 0) + noise(of) : false,
    figures: { shared, separate, upstream, setting },
  };
}
