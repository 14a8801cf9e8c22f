// A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends (`input`: a parameter's raw
// text, a body before defaults) or receives (`output`: an answer as the route makes it).
import { z } from "zod";

export type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Refinements and transforms have no JSON Schema: what they accept is in the schema's description.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}
