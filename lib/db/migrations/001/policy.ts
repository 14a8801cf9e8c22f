// The credit policy's versions: append-only like the audit trail (a change is a new version; none is edited or
// deleted), with version 1, the shipped default, written when the table is made so every assessment names a version.
// Version 1 is written out here, not read from lib/policy: a migration is frozen, and the shipped default may change
// in a later release (as a new version, written by a new migration) without changing what version 1 was.
import { postgresAppendOnly, sqliteAppendOnly } from "../append-only";

const COLUMNS = `version INTEGER PRIMARY KEY, at BIGINT NOT NULL, username TEXT NOT NULL, author TEXT NOT NULL,
  reason TEXT NOT NULL, policy TEXT NOT NULL, request_id TEXT NOT NULL`;

export const VERSION_1_REASON = "The shipped default policy.";

export const VERSION_1_POLICY = {
  base: { tangibleNetWorthShare: 0.1, workingCapitalShare: 0.1 },
  caps: { tangibleNetWorthShare: 0.2, turnoverMonths: 1, ceiling: 1000000 },
  bandFactors: { low: 1, moderate: 0.5, high: 0 },
  reductions: {
    pretaxLoss: { factor: 0.5, bandAtLeast: "moderate" },
    negativeTangibleNetWorth: { factor: 0, bandAtLeast: "high" },
    unsatisfiedCcj: { factor: 0.5, bandAtLeast: "moderate" },
  },
  noLimit: { dissolved: true, insolvency: true, strikeOffNotice: true, accountsOverdue: true },
  maxAccountsAgeMonths: 30,
  roundTo: 100,
  actions: {
    low: "Extend terms within the limit.",
    moderate: "Extend terms within the limit, secure larger orders, and review within six months.",
    high: "Cash on delivery or a guarantee; no open credit.",
    unrated: "Refer to a credit manager: there are no accounts the models can score.",
  },
  fourEyesAbove: 250000,
};

// A literal, not a parameter: the schema's statements take none. JSON has no quote a SQL string needs doubled but '.
const SEED = `INSERT INTO credit_policies (version, at, username, author, reason, policy, request_id)
  VALUES (1, 0, 'system', 'Shipped default', '${VERSION_1_REASON.replaceAll("'", "''")}',
  '${JSON.stringify(VERSION_1_POLICY).replaceAll("'", "''")}', 'default-policy') ON CONFLICT (version) DO NOTHING`;

const MESSAGE = "policy versions are append-only";

export const SQLITE_POLICY = [`CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`, SEED, ...sqliteAppendOnly(["credit_policies"], MESSAGE)];

export const POSTGRES_POLICY = [
  `CREATE TABLE IF NOT EXISTS credit_policies (${COLUMNS})`, SEED, ...postgresAppendOnly(["credit_policies"], "credit_policies_append_only", MESSAGE),
];
