// The cache's timing side channel: one user opens 20 of 40 companies; another, who cannot see that user's history,
// asks for all 40 once each and guesses that the 20 fastest answers were the ones already opened.
import type { Finding } from "./finding";
import { getFrom, postForm, timed } from "./http";
import type { AttackTarget } from "./target";

async function cookieOf(target: AttackTarget, username: string, from: string): Promise<string> {
  const answer = await postForm(target.url, "/api/auth/signin", { username, password: target.password(username), next: "/" }, { localAddress: from });
  if (!answer.cookie) throw new Error(`${username} could not sign in`);
  return answer.cookie;
}

/** How many of 40 companies the guesser classifies rightly (opened by the colleague or not); 20 is chance. */
export async function timingGuesses(target: AttackTarget, companies: readonly string[]): Promise<{ right: number; of: number }> {
  const colleague = await cookieOf(target, "alice", "127.0.0.70");
  const guesser = await cookieOf(target, "frank", "127.0.0.71");
  const forty = companies.slice(0, 40);
  const opened = new Set(forty.filter((_, i) => i % 2 === 0));
  for (const crn of opened) await getFrom(target.url, `/api/companies/${crn}`, { localAddress: "127.0.0.70", headers: { cookie: colleague } });
  const times: Array<{ crn: string; ms: number }> = [];
  // In an order unrelated to which were opened, so that warming up does not favour either half.
  for (const crn of [...forty].sort((a, b) => hash(a) - hash(b))) {
    const answer = await timed(() => getFrom(target.url, `/api/companies/${crn}`, { localAddress: "127.0.0.71", headers: { cookie: guesser } }));
    if (answer.value.status !== 200) throw new Error(`lookup of ${crn} answered ${answer.value.status}`);
    times.push({ crn, ms: answer.ms });
  }
  const guessedOpened = new Set([...times].sort((a, b) => a.ms - b.ms).slice(0, opened.size).map((entry) => entry.crn));
  const right = forty.filter((crn) => guessedOpened.has(crn) === opened.has(crn)).length;
  return { right, of: forty.length };
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

export function timingFinding(shared: { right: number; of: number }, separate: { right: number; of: number } | null, setting: string | null): Finding {
  return {
    name: "Cache timing side channel",
    attack: "a colleague opens 20 of 40 companies; another user times one lookup of each of the 40 and guesses the 20 fastest were opened",
    before: "31 of 40 guessed right",
    now: separate && setting
      ? `${shared.right} of ${shared.of} right with the cache shared (default); ${separate.right} of ${separate.of} with ${setting}=false (20 is chance)`
      : `${shared.right} of ${shared.of} right (20 is chance); the setting to stop sharing is not in this build`,
    bound: setting
      ? `README states the residual channel with the cache shared; with ${setting}=false no better than chance (within 20 ± 6, two standard deviations)`
      : "no setting yet to close the channel",
    holds: separate ? Math.abs(separate.right - 20) <= 6 : false,
    figures: { shared, separate, setting },
  };
}
