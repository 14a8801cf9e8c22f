import "server-only";
// The handlers of GET /api/search/subsidiaries: the companies the directory has seen whose group structure names
// the parent. Validated and audited like every lookup; the answer says it holds only what the directory has seen:
// the relations of the operator's import, and those the caller's own lookups found (no colleague's), each row
// saying which.
import { SUBSIDIARY_LIST } from "../audit/audited-operations";
import { directoryStore } from "./directory";
import { directoryRoute } from "./directory-route";
import type { Subsidiary } from "./store";
import { readSubsidiariesInput } from "./subsidiaries-input";

export interface SubsidiariesAnswer {
  parent: string;
  /** By name; only relations from the operator's import or the caller's own lookups, each with its `source`. */
  subsidiaries: Subsidiary[];
  /** More were seen than `limit` allowed. */
  truncated: boolean;
  limit: number;
}

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
