// The problem for a request body a strict zod schema refused: its first issue, naming the field (or the unknown
// field) it concerns in `parameter`, so a form can show the message beside the right control.
import type { z } from "zod";
import { problem, type Problem } from "./problem";

export function bodyProblem(error: z.ZodError, what: string): Problem {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const key = (issue.keys[0] ?? "").slice(0, 50);
    return problem("invalid-parameter", `The ${what} has an unknown field '${key}'.`, { parameter: key });
  }
  const field = issue?.path.join(".") || "body";
  return problem("invalid-parameter", `The ${what}'s ${field} ${issue?.message ?? "is invalid"}.`, { parameter: field });
}
