// "Subsidiaries seen" as a side channel: on a BFF whose directory holds no import's group relations (all it knows
// it learnt from lookups), one user opens subsidiaries; another then asks each parent's "subsidiaries seen".
import type { Finding } from "./finding";
import { getFrom, postForm } from "./http";
import type { AttackTarget } from "./target";

async function cookieOf(target: AttackTarget, username: string, from: string): Promise<string> {
  const answer = await postForm(target.url, "/api/auth/signin", { username, password: target.password(username), next: "/" }, { localAddress: from });
  if (!answer.cookie) throw new Error(`${username} could not sign in`);
  return answer.cookie;
}

interface Seen { subsidiaries?: Array<{ number: string; source: string }> }

/** `pairs`: [subsidiary, parent] as the dataset's groups file gives them. */
export async function subsidiariesSeen(target: AttackTarget, pairs: ReadonlyArray<readonly [string, string]>): Promise<Finding> {
  const colleague = await cookieOf(target, "alice", "127.0.0.72");
  const other = await cookieOf(target, "frank", "127.0.0.73");
  for (const [child] of pairs) {
    const answer = await getFrom(target.url, `/api/companies/${child}`, { localAddress: "127.0.0.72", headers: { cookie: colleague } });
    if (answer.status !== 200) throw new Error(`lookup of ${child} answered ${answer.status}`);
  }
  const seenBy = async (cookie: string, from: string) => {
    let count = 0;
    for (const [child, parent] of pairs) {
      const answer = await getFrom(target.url, `/api/search/subsidiaries?parent=${parent}`, { localAddress: from, headers: { cookie } });
      if (answer.status !== 200) throw new Error(`subsidiaries of ${parent} answered ${answer.status}`);
      if ((answer.json as Seen).subsidiaries?.some((row) => row.number === child)) count += 1;
    }
    return count;
  };
  const byOther = await seenBy(other, "127.0.0.73");
  const byColleague = await seenBy(colleague, "127.0.0.72");
  return {
    name: "\"Subsidiaries seen\" side channel",
    attack: `a colleague opens ${pairs.length} subsidiaries (a directory with no imported group relations); another user asks each parent's subsidiaries seen`,
    before: "the colleague's subsidiaries seen by everyone",
    now: `${byOther} of ${pairs.length} seen by the other user; ${byColleague} of ${pairs.length} by the colleague who opened them`,
    bound: "group relations learnt from a lookup shown only to the user who made it",
    holds: byOther === 0 && byColleague === pairs.length,
    figures: { pairs: pairs.length, seenByOther: byOther, seenByColleague: byColleague },
  };
}
