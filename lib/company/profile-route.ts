// The BFF's company-profile endpoint, defined once in lib: app/api/companies/[crn]/route.ts serves it to the
// browser, and the company page's server render (profile-on-server.ts) calls the same GET in-process, so both share
// sign-in, limits, input rules, cache, normalisation, directory learning and audit — and lib never imports app.
import { serve } from "@/lib/api/handle";
import { learnFromAnswer } from "@/lib/directory/learn";
import { operations } from "@/lib/upstream/operations";

export const companyProfileRoute = serve(operations.companyProfile, { after: [learnFromAnswer] });
