// bench:attacks' settings, read from the environment once (as bench/config.ts reads the bench's): a bad value stops
// the run with a message naming the variable.
import { z } from "zod";
import { parseEnvironment } from "../../lib/config/parse-env";

const whole = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const attacksEnvSchema = z.object({
  /** The X-Forwarded-For rotation's window in seconds (the review used 30). */
  BENCH_ATTACKS_XFF_SECONDS: whole(2, 120, 10),
  /** The anonymous flood's length in seconds. */
  BENCH_ATTACKS_FLOOD_SECONDS: whole(3, 120, 15),
  /** Companies the timing guess is made over, half opened by the colleague (an odd number is rounded up). */
  BENCH_ATTACKS_TIMING_SET: whole(10, 2000, 300).transform((value) => value + (value % 2)),
  /** Part of a finding's name: those findings alone, printed, RESULTS.md left as it is (for iterating). */
  BENCH_ATTACKS_ONLY: z.string().trim().toLowerCase().optional(),
});

export type AttacksEnv = z.infer<typeof attacksEnvSchema>;

export function parseAttacksEnv(source: Record<string, string | undefined>): AttacksEnv {
  return parseEnvironment(attacksEnvSchema, source, "bench:attacks configuration");
}
