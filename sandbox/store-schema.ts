// The sandbox database's tables: one row per company with its JSON pre-serialised, and narrow tables indexed for
// the filters of the search operations (12–14, 16, 17, 19, 20).
export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE companies (
  number TEXT PRIMARY KEY, name TEXT NOT NULL, status TEXT NOT NULL, core TEXT NOT NULL, directors TEXT NOT NULL,
  shares TEXT NOT NULL, documents TEXT NOT NULL, documents_recent TEXT, active_director TEXT, statutory TEXT,
  simplified TEXT, ratios TEXT, trading TEXT, extract TEXT, filing_values TEXT NOT NULL
);
CREATE TABLE charges (
  id INTEGER PRIMARY KEY, company TEXT NOT NULL, reg_date TEXT NOT NULL, charge_type TEXT NOT NULL, json TEXT NOT NULL
);
CREATE TABLE charge_tags (tag TEXT NOT NULL, company TEXT NOT NULL, charge_id INTEGER NOT NULL, PRIMARY KEY (tag, company, charge_id)) WITHOUT ROWID;
CREATE TABLE ccjs (id INTEGER PRIMARY KEY, company TEXT NOT NULL, status TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE pscs (id INTEGER PRIMARY KEY, company TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE properties (title_number TEXT PRIMARY KEY, company TEXT NOT NULL, json TEXT NOT NULL);
CREATE TABLE trade (hs_code TEXT NOT NULL, company TEXT NOT NULL, PRIMARY KEY (hs_code, company)) WITHOUT ROWID;
CREATE TABLE notices (
  id INTEGER PRIMARY KEY, published TEXT NOT NULL, status TEXT NOT NULL, stage TEXT NOT NULL, contract_type TEXT NOT NULL,
  closing_date TEXT NOT NULL, contract_end_date TEXT NOT NULL, json TEXT NOT NULL
);
CREATE TABLE notice_cpv (cpv TEXT NOT NULL, notice_id INTEGER NOT NULL, PRIMARY KEY (cpv, notice_id)) WITHOUT ROWID;
`;

/** Indexes are built after the bulk insert: faster than maintaining them row by row. */
export const INDEX_SQL = `
CREATE INDEX charges_by_company ON charges (company, reg_date);
CREATE INDEX charges_by_date ON charges (reg_date, company);
CREATE INDEX charges_by_type ON charges (charge_type, company);
CREATE INDEX ccjs_by_company ON ccjs (company);
CREATE INDEX pscs_by_company ON pscs (company);
CREATE INDEX properties_by_company ON properties (company);
CREATE INDEX trade_by_company ON trade (company);
CREATE INDEX notices_by_published ON notices (published DESC, id);
`;
