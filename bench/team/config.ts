// The team arm's settings (bench/config.ts's pattern): read from the environment once, a bad value stops the arm with
// a message naming the variable. Defaults: 50 analysts, 5 of them in Chromium, a 30 s ramp then 3 minutes.
import { z } from "zod";
import { parseEnvironment } from "../../lib/config/parse-env";

const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

export const teamEnvSchema = z
  .object({
    /** Simulated analysts, each signed in as its own user. */
    TEAM_ANALYSTS: whole(1, 500, 50),
    /** Of those, the ones driven in Chromium (the rest send the page's requests over HTTP). */
    TEAM_BROWSER_ANALYSTS: whole(0, 20, 5),
    /** Analysts start evenly spread over the ramp, so that their steps do not arrive in lockstep. */
    TEAM_RAMP_SECONDS: whole(0, 600, 30),
    /** Measured time after the ramp; an analyst finishes the step it is in when it ends. At 2–5 s a step a session takes ~45 s. */
    TEAM_SECONDS: whole(5, 3600, 180),
    /** Think time between steps, drawn uniformly from this range. */
    TEAM_THINK_MIN_MS: whole(0, 60_000, 2000),
    TEAM_THINK_MAX_MS: whole(0, 60_000, 5000),
    /**
     * How long a browser analyst's pointer rests on a tab before pressing it (the tab is timed from the press). A
     * person's hand reaches a tab a moment before the press; the tabs prefetch on that intent. 0 presses at once.
     */
    TEAM_POINTER_REST_MS: whole(0, 5000, 200),
    /** One session in this many exports a PDF. */
    TEAM_PDF_EVERY: whole(1, 1000, 10),
    /** Seeds the sessions: companies, typed words, think times. */
    TEAM_SEED: whole(0, Number.MAX_SAFE_INTEGER, 38),
  })
  .refine((env) => env.TEAM_THINK_MIN_MS <= env.TEAM_THINK_MAX_MS, { message: "must not exceed TEAM_THINK_MAX_MS", path: ["TEAM_THINK_MIN_MS"] })
  .refine((env) => env.TEAM_BROWSER_ANALYSTS <= env.TEAM_ANALYSTS, { message: "must not exceed TEAM_ANALYSTS", path: ["TEAM_BROWSER_ANALYSTS"] });

export type TeamEnv = z.infer<typeof teamEnvSchema>;

export function parseTeamEnv(source: Record<string, string | undefined>): TeamEnv {
  return parseEnvironment(teamEnvSchema, source, "team arm configuration");
}
