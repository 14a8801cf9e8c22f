// The upstream's 20 operations, each served under /api at its own path (lib/api/handle.ts): described from the
// operations table itself (title, parameter rules, record schema), so a new operation is described as it is added.
import { companyProfileRoute } from "../../company/profile-route";
import { operations } from "../../upstream/operations";
import type { DescribedRoute } from "./described";

export const OPERATION_ROUTES: readonly DescribedRoute[] = Object.values(operations).map((operation) => ({
  path: `/api${operation.path}`,
  operation,
  // The profile's route is defined once in lib (the company page's server render calls it too).
  ...(operation === operations.companyProfile ? { route: companyProfileRoute } : {}),
  methods: {
    GET: {
      summary: operation.title,
      description: `The upstream's operation ${operation.number}, normalised: ${
        operation.answers === "record"
          ? `one record (404 when the ${operation.missing ?? "record"} is not found).`
          : "always a page of items ({ items, page, size }), empty when the upstream has none."
      }`,
      rule: "signed-in · lookups",
    },
  },
}));
