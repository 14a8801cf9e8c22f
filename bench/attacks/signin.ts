// Sign-in attacks of issue 33: a concurrent burst of wrong passwords for one user, a spray of made-up usernames
// from one shared address followed by a colleague's right password there, and X-Forwarded-For rotated by a client
// that reaches the port directly (the BFF trusts a proxy elsewhere, TRUST_PROXIES).
import type { Finding } from "./finding";
import { ms, postForm, timed, type FormAnswer } from "./http";
import type { AttackTarget } from "./target";

const outcome = (answer: FormAnswer) =>
  answer.cookie ? "signed-in" : answer.location?.includes("error=rate-limited") ? "refused" : answer.location?.includes("error=invalid") ? "invalid" : "other";

const signIn = (target: AttackTarget, localAddress: string, username: string, password: string, headers: Record<string, string> = {}) =>
  postForm(target.url, "/api/auth/signin", { username, password, next: "/" }, { localAddress, headers });

/** 100 wrong passwords for one user sent at once from one address (the right one among them). */
export async function concurrentBurst(target: AttackTarget): Promise<Finding> {
  const attempts = [
    ...Array.from({ length: 99 }, (_, i) => () => signIn(target, "127.0.0.11", "bob", `guess-${i}`)),
    () => signIn(target, "127.0.0.11", "bob", target.password("bob")),
  ];
  const burst = await timed(() => Promise.all(attempts.map((attempt) => attempt())));
  const outcomes = burst.value.map(outcome);
  // An attempt answered "invalid" or signed in had its password checked; a refused one was turned away unchecked.
  const checked = outcomes.filter((result) => result === "invalid" || result === "signed-in").length;
  const cap = target.limits.RATE_LIMIT_SIGNIN_PER_15_MINUTES;
  const own = await timed(() => signIn(target, "127.0.0.12", "bob", target.password("bob")));
  return {
    name: "Concurrent sign-in burst",
    attack: "100 sign-ins for one user sent at once from one address (99 wrong passwords and the right one), then the user from another address",
    before: "100 of 100 passwords checked (limit 10)",
    now: `${checked} of 100 checked, ${outcomes.filter((result) => result === "refused").length} refused unchecked (burst ${ms(burst.ms)}); the user from another address signed in: ${own.value.cookie ? "yes" : "no"} in ${ms(own.ms)}`,
    bound: `at most RATE_LIMIT_SIGNIN_PER_15_MINUTES (${cap}) checks per username and address`,
    holds: checked <= cap && own.value.cookie !== null && !outcomes.includes("other"),
    figures: { checked, refused: outcomes.filter((result) => result === "refused").length, other: outcomes.filter((result) => result === "other").length, burstMs: burst.ms, ownSignedIn: own.value.cookie !== null, ownMs: own.ms },
  };
}

/** 100 made-up usernames from one address, then a colleague behind it with the right password. */
export async function sharedAddressSpray(target: AttackTarget): Promise<Finding> {
  const shared = "127.0.0.40";
  const spray = await timed(async () => {
    const outcomes: string[] = [];
    // Four at a time, as a script would; the address's allowance runs out at 100 failures a day.
    for (let i = 0; i < 100; i += 4) {
      const answers = await Promise.all(Array.from({ length: 4 }, (_, j) => signIn(target, shared, `made-up-${i + j}`, "Winter2026!")));
      outcomes.push(...answers.map(outcome));
    }
    return outcomes;
  });
  // Past the allowance the sprayer goes on, and is slowed: four more, at once.
  const slowed = await timed(async () => (await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(target, shared, `made-up-more-${i}`, "Winter2026!")))).map(outcome));
  const colleague = await timed(() => signIn(target, shared, "carol", target.password("carol")));
  const maxWait = target.limits.SIGNIN_SLOWDOWN_MAX_MS;
  const answered = colleague.value.cookie !== null;
  return {
    name: "Shared-address spray",
    attack: "100 failed sign-ins with made-up usernames from one address (4 at a time), 4 more at once, then a colleague at that address with the right password",
    before: "every user behind the address locked out for 24 h, right password refused",
    now: `colleague signed in: ${answered ? "yes" : "no"}, after ${ms(colleague.ms)}; the spray's 100 took ${ms(spray.ms)} (${spray.value.filter((result) => result === "refused").length} refused), the 4 after it ${ms(slowed.ms)} (slowed, ${slowed.value.filter((result) => result === "refused").length} refused)`,
    bound: `a right password is answered, slowed by at most one delay (SIGNIN_SLOWDOWN_MAX_MS, ${ms(maxWait)}) when the spray has stopped`,
    holds: answered && colleague.ms < maxWait + 2000,
    figures: { sprayMs: spray.ms, sprayRefused: spray.value.filter((result) => result === "refused").length, slowedMs: slowed.ms, colleagueSignedIn: answered, colleagueMs: colleague.ms },
  };
}

/**
 * One user's passwords guessed for a window with a new X-Forwarded-For on each attempt, 8 at a time, from a client
 * that reaches the port directly (the BFF's TRUST_PROXIES names another address). The figure was for 30 s.
 */
export async function forwardedForRotation(target: AttackTarget, windowSeconds: number): Promise<Finding> {
  const until = performance.now() + windowSeconds * 1000;
  const outcomes: string[] = [];
  let n = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (performance.now() < until) {
      const i = n++;
      const forwarded = `198.51.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
      outcomes.push(outcome(await signIn(target, "127.0.0.30", "dave", `guess-${i}`, { "x-forwarded-for": forwarded })));
    }
  }));
  const checked = outcomes.filter((result) => result === "invalid" || result === "signed-in").length;
  const cap = target.limits.RATE_LIMIT_SIGNIN_PER_15_MINUTES;
  const scaled = windowSeconds === 30 ? "" : ` (window ${windowSeconds} s; the issue's was 30 s)`;
  return {
    name: "X-Forwarded-For rotation",
    attack: `wrong passwords for one user for ${windowSeconds} s, 8 at a time, each with a new X-Forwarded-For, straight to the port (TRUST_PROXIES names another address)`,
    before: "1,170 password checks in 30 s",
    now: `${checked} checks of ${outcomes.length} attempts in ${windowSeconds} s${scaled}`,
    bound: `the header ignored from untrusted addresses: at most ${cap} checks per username and address (RATE_LIMIT_SIGNIN_PER_15_MINUTES)`,
    holds: checked <= cap,
    figures: { windowSeconds, attempts: outcomes.length, checked, refused: outcomes.filter((result) => result === "refused").length },
  };
}
