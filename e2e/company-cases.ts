// Which sandbox companies the company-page specs use. Overridable so the specs can run against another dataset.
export const companyCases = {
  rich: process.env.E2E_RICH_COMPANY ?? "00000001",
  thirtyYears: process.env.E2E_THIRTY_YEARS_COMPANY ?? "00000001",
  noAccounts: process.env.E2E_NO_ACCOUNTS_COMPANY ?? "00000002",
  unknown: process.env.E2E_UNKNOWN_COMPANY ?? "99999999",
};
