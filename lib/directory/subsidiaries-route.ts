import "server-only";
// The handlers of GET /api/search/subsidiaries: the companies the directory has seen whose group structure names
// the parent. Validated and audited like every lookup; the answer says it holds only what the directory has seen:
// the relations of the operator's import, and those the caller's own lookups found (no colleague's), each row
// saying which.
import type { z } from "zod";
import { SUBSIDIARY_LIST } from "../audit/audited-operations";
import type { subsidiariesAnswerSchema } from "./directory-answers";
import { directoryStore } from "./directory";
import { directoryRoute } from "./directory-route";
import { readSubsidiariesInput } from "./subsidiaries-input";

// Its schema: ./directory-answers.ts.
export type SubsidiariesAnswer = z.infer<typeof subsidiariesAnswerSchema>;

export const subsidiariesRoute = directoryRoute({
  operation: SUBSIDIARY_LIST,
  subject: "the list of subsidiaries",
  read: readSubsidiariesInput,
  company: (input) => input.parent,
  answer: async ({ parent, limit }, _requestId, viewer): Promise<SubsidiariesAnswer> => {
    const found = await directoryStore().subsidiaries(parent, limit + 1, viewer);
    return { parent, subsidiaries: found.slice(0, limit), truncated: found.length > limit, limit };
  },
});
