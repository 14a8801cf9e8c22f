// The one error shape (lib/api/problem.ts) as a schema, for the API's description: RFC 9457 problem details with the
// stable `code` a script switches on. lib/api/openapi/problem-schema.test.ts holds it to what problem() makes.
import { z } from "zod";
import { PROBLEM_CODES, type ProblemCode } from "../problem-codes";

export const problemSchema = z.looseObject({
  type: z.string().describe("The page that explains the code, relative to this server: /problems/<code>."),
  title: z.string().describe("The code's one title."),
  status: z.int().describe("The HTTP status, the code's own."),
  detail: z.string().describe("What was wrong with this request."),
  code: z.enum(Object.keys(PROBLEM_CODES) as [ProblemCode, ...ProblemCode[]]).describe("The stable code."),
  parameter: z.string().optional().describe("The parameter or body field at fault, when one is."),
}).describe("A problem (RFC 9457)");
