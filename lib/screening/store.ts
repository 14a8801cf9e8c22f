// What the screening store does, on either engine (store-sqlite.ts embedded, store-postgres.ts with DATABASE_URL):
// lists load into a new version that nobody reads until it is switched into force in one transaction, deltas apply
// to the version in force in one transaction, and the matcher finds candidates by name keys among the versions in
// force only.
import type { DeltaOp, ScreeningEntity } from "./store-entity";

export interface VersionStart {
  list: string;
  file: string;
}

export interface VersionEnd {
  version: string;
  date: string | null;
  badLines: number;
}

export interface ListInForce {
  list: string;
  versionId: number;
  version: string;
  date: string | null;
  file: string;
  kind: "full" | "delta";
  entityCount: number;
  badLines: number;
  loadedAt: string;
}

/** An entity as the matcher reads it: which list (and version of it) holds it. */
export interface StoredEntity extends Omit<ScreeningEntity, "lastChange"> {
  list: string;
  listVersion: string;
}

/** Name keys to look for (lib/screening/name-keys.ts's form): a candidate shares at least one of them. */
export interface CandidateQuery {
  parts: readonly string[];
  phonetic: readonly string[];
}

export interface ScreeningStore {
  /** A new full version of a list, invisible until finishLoad; answers its id. */
  beginLoad(start: VersionStart): Promise<number>;
  writeEntities(load: number, entities: readonly ScreeningEntity[]): Promise<void>;
  /** Switches the load into force in one transaction, then drops the rows of the version it replaced. */
  finishLoad(load: number, end: VersionEnd): Promise<ListInForce>;
  /** Drops a load that will not be finished (the file was refused): the version in force is untouched. */
  abandonLoad(load: number): Promise<void>;
  /** Every operation in one transaction on the list's version in force, which becomes a new version. */
  applyDelta(start: VersionStart, ops: readonly DeltaOp[], end: VersionEnd): Promise<ListInForce>;
  listsInForce(): Promise<ListInForce[]>;
  entity(list: string, id: string): Promise<StoredEntity | undefined>;
  /**
   * Entities in force sharing keys of two of the query's name parts (pair tokens, store-name-index.ts; a name of one
   * part: a single key), those sharing the most (and rarest) first.
   */
  candidates(query: CandidateQuery, limit: number): Promise<StoredEntity[]>;
  /**
   * candidates() of each query, in the queries' order, asked together: a key many queries share is looked up once
   * (lib/screening/store-candidates.ts). What a screening of many subjects asks.
   */
  candidatesOfMany(queries: readonly CandidateQuery[], limit: number): Promise<StoredEntity[][]>;
  close(): Promise<void>;
}

export class NoVersionInForceError extends Error {
  constructor(list: string) {
    super(`list "${list}" has no version loaded yet: load its full file before a delta`);
    this.name = "NoVersionInForceError";
  }
}
