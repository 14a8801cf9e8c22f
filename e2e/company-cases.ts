// Which sandbox companies the company-page specs use, taken from the sandbox's guaranteed demo cases.
import { demoCompany } from "../lib/sandbox/demo-companies";

export const companyCases = {
  rich: demoCompany("typical-active").number,
  thirtyYears: demoCompany("thirty-years-accounts").number,
  noAccounts: demoCompany("no-accounts").number,
  // A well-formed number the sandbox does not hold.
  unknown: "09999999",
};
