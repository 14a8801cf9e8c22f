import "server-only";
// The handlers of GET /api/search/companies: the name search in the directory, served as every directory route is.
import { log } from "../log";
import { NAME_SEARCH } from "../audit/audited-operations";
import { directoryStore } from "./directory";
import { directoryRoute } from "./directory-route";
import { searchDirectory } from "./search";
import { readSearchInput } from "./search-input";

export const searchCompaniesRoute = directoryRoute({
  operation: NAME_SEARCH,
  subject: "the company search",
  read: readSearchInput,
  company: () => null,
  answer: async (input, requestId) => {
    const started = performance.now();
    const result = await searchDirectory(directoryStore(), input);
    log.debug({ requestId, hits: result.hits.length, ms: Math.round(performance.now() - started) }, "directory search");
    return result;
  },
});
