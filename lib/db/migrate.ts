// Versioned migrations, run when the database opens: Kysely's Migrator with the migrations listed here as objects
// (not files found at run time), so that Next's bundle holds them. A change of schema is a new entry, never an edit
// of one already shipped; the Migrator records each in `kysely_migration` and runs only those not yet run.
import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "./database";
import { runMigrations } from "./run-migrations";
import { initial } from "./migrations/001-initial";
import { alertPublicIdRequired } from "./migrations/002-alert-public-id-required";
import { alertSeverityMappings } from "./migrations/003-alert-severity-mappings";
import { colleaguesMayEdit } from "./migrations/004-colleagues-may-edit";
import { snapshotsPerList } from "./migrations/005-snapshots-per-list";
import { alertTriage } from "./migrations/008-alert-triage";
import { jobs } from "./migrations/009-jobs";
import { deliveryOutbox } from "./migrations/010-delivery-outbox";
import { screeningReviews } from "./migrations/011-screening-reviews";
import { screeningBaselines } from "./migrations/012-screening-baselines";
import { checkRuns } from "./migrations/014-check-runs";
import { tokenScopes } from "./migrations/015-token-scopes";

export function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    "001-initial": initial(kind),
    "002-alert-public-id-required": alertPublicIdRequired(kind),
    "003-alert-severity-mappings": alertSeverityMappings(kind),
    "004-colleagues-may-edit": colleaguesMayEdit(kind),
    "005-snapshots-per-list": snapshotsPerList(kind),
    "008-alert-triage": alertTriage(kind),
    "009-jobs": jobs(kind),
    "010-delivery-outbox": deliveryOutbox(kind),
    "011-screening-reviews": screeningReviews(kind),
    "012-screening-baselines": screeningBaselines(kind),
    "014-check-runs": checkRuns(kind),
    "015-token-scopes": tokenScopes(kind),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the migrations run before the schema tables.ts describes exists
export async function migrate(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  await runMigrations(db, kind, { label: "database", migrations: migrations(kind) });
}
