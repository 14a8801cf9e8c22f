// One reading of environment variables through a zod schema, for the server, the sandbox and the bench's arms: an
// empty variable means "not set" (as in a shell's `FOO= npm start`), and every bad variable is named in one error.
import type { z } from "zod";

export function parseEnvironment<Schema extends z.ZodType>(schema: Schema, source: Record<string, string | undefined>, what: string): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid ${what}:\n${lines.join("\n")}`);
}
