// A company number given as a query parameter to a monitor route, normalised as typed anywhere else ("sc4"), refused
// with the rule when it cannot be one. Read by the routes' query schemas, which the API's description reads too.
import { z } from "zod";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "../upstream/company-number";

export const companyNumberParam = z.string().transform((value, context) => {
  const crn = normaliseCompanyNumber(value);
  if (!crn) context.addIssue({ code: "custom", message: `must be ${COMPANY_NUMBER_RULE}` });
  return crn ?? z.NEVER;
});
