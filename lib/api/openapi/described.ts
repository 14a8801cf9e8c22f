// What the API's description (./document.ts) knows of a route beyond what its definition in lib already says (who
// may call, the input rules and the body schema, which it reads from the built route): the words of each method,
// the query a route's own reader reads, and what it answers. One entry per app/api route file (./routes*.ts), where
// lib/api/openapi/routes.test.ts holds every route file and method to having one.
import type { z } from "zod";
import type { Operation } from "../../upstream/operations";
import type { ProblemCode } from "../problem-codes";
import type { DefinedRoute, Method } from "../route";
import type { Rule } from "../route-rule";

/** What a method answers when it succeeds. */
export interface Success {
  /** 200 unless said; 201 created, 202 accepted, 204 nothing, 303 a redirect (sign-in, sign-out). */
  status?: 200 | 201 | 202 | 204 | 303;
  /** The answer's schema: the very zod object the route's types come from (`z.infer`). */
  schema?: z.ZodType;
  /** Other media types the method can answer with (`?format=`): "text/csv", "application/pdf"… */
  alsoAs?: readonly string[];
  /** The same answer under these statuses too, with their meaning (readiness: 503, not ready). */
  alsoStatuses?: Readonly<Record<number, string>>;
  /** Only these media types (a download, a metrics page): no JSON. */
  only?: readonly string[];
  description?: string;
}

export interface DescribedMethod {
  summary: string;
  description?: string;
  /**
   * The query parameters a route's own reader reads (the operations table's kind of rules are read from the route):
   * a strict zod object of them (the very schema the reader parses with), or each name with what it allows.
   */
  query?: z.ZodObject | Readonly<Record<string, string>>;
  /** For a route defined in its route file: the body schema it reads (the same object), and its rule. */
  body?: z.ZodType;
  /** A form the browser posts (sign-in, sign-out): its fields and what each is. */
  form?: Readonly<Record<string, string>>;
  rule?: Rule;
  answer?: Success;
  /** Problems this method answers beyond those every method of its kind can (./problems.ts). */
  problems?: readonly ProblemCode[];
}

export interface DescribedRoute {
  /** The path as a client writes it: `/api/watchlists/{id}`. */
  path: string;
  /** The route as lib defines it (its rules, input rules and body schemas are read from it). */
  route?: DefinedRoute<unknown>;
  /** One of the upstream's 20 operations, served under /api by lib/api/handle.ts. */
  operation?: Operation;
  methods: Partial<Record<Method, DescribedMethod>>;
}
