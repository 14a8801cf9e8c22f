// Which sandbox companies the company-page specs use: the sandbox's demo companies (its README table), overridable so
// the specs can run against another dataset.
import { demoCompany } from "../sandbox/demo-companies";

export const companyCases = {
  rich: process.env.E2E_RICH_COMPANY ?? demoCompany("typical-active").number,
  thirtyYears: process.env.E2E_THIRTY_YEARS_COMPANY ?? demoCompany("thirty-years-accounts").number,
  noAccounts: process.env.E2E_NO_ACCOUNTS_COMPANY ?? demoCompany("no-accounts").number,
  unknown: process.env.E2E_UNKNOWN_COMPANY ?? "99999999",
};
