// The directory's storage contract. The embedded SQLite store and the shared PostgreSQL store implement it; the
// importer, the learner and the search ranking see only these calls. Every call is asynchronous, because a shared
// database answers over the network; the SQLite store answers at once.
import type { z } from "zod";
import type { subsidiarySchema, subsidiarySourceSchema } from "./directory-answers";
import type { CompanyAppointments, KnownAppointment } from "./appointments";

/** What the directory knows of one company. Dates are ISO (yyyy-mm-dd). */
export interface DirectoryRecord {
  /** Normalised (normaliseCompanyNumber). */
  number: string;
  name: string;
  status: string | null;
  postcode: string | null;
  town: string | null;
  incorporationDate: string | null;
  sicCodes?: string[];
  previousNames: string[];
}

/**
 * How a batch meets what is already stored. "replace": the batch is authoritative (a register file): every field
 * and the former names are overwritten. "merge": known fields overwrite, unknown ones keep what is stored, former
 * names are added to (a company profile). "fill": only companies the directory does not hold yet are added (a
 * supplier named in a procurement notice: its spelling is the buyer's, not the register's).
 */
export type UpsertMode = "replace" | "merge" | "fill";

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Status groups in ranking order: active companies come first, dissolved ones last. */
export const STATUS_GROUPS = ["active", "unknown", "administration", "liquidation", "dissolved"] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** Where an import stands in one file; written in the same transaction as the rows it covers. */
export interface ImportCheckpoint {
  fileKey: string;
  /** Bytes of the (decompressed) file consumed: the next record starts here. */
  byteOffset: number;
  /** Physical lines consumed, header included. */
  line: number;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  malformed: number;
  done: boolean;
}

export interface MalformedLine {
  line: number;
  reason: string;
  /** The start of the line, clipped, so that the report shows what was refused. */
  text: string;
}

/** The lookups the search planner combines; each is bounded by `limit` and honours `statusGroup`. */
export type CandidateLookup =
  | { kind: "number"; number: string }
  | { kind: "numberPrefix"; prefix: string }
  | { kind: "postcodePrefix"; prefix: string }
  | { kind: "namePrefix"; prefix: string }
  | { kind: "words"; whole: string[]; prefix: string | null };

export interface Candidate {
  number: string;
  name: string;
  status: string | null;
  statusGroup: StatusGroup;
  postcode: string | null;
  town: string | null;
  incorporationDate: string | null;
  /** For name lookups: the name that matched (current or former) and its normal form. */
  matchedName: string | null;
  matchedNorm: string | null;
  matchedPrevious: boolean;
}

/** A group relation: the company's immediate parent, or null when its group structure names none. */
export interface ParentLink {
  /** Normalised (normaliseCompanyNumber), as are parents. */
  number: string;
  parent: string | null;
}

/** What one upstream answer taught the directory (lib/directory/learn.ts). */
export interface Lesson {
  /** Companies the answer describes: known fields overwrite, former names accumulate. */
  merge: readonly DirectoryRecord[];
  /** Companies it only names (a parent, a supplier): added when unknown, never overwriting. */
  fill: readonly DirectoryRecord[];
  links: readonly ParentLink[];
  /**
   * Who looked the answer up. Its links are kept for that user alone: a relation everyone could see would tell them
   * which companies a colleague opened (issue 33). Null (no one to keep them for): the links are not kept at all.
   */
  viewer: string | null;
}

// A subsidiary the directory has seen, as GET /api/search/subsidiaries lists it (its schema: ./directory-answers.ts).
export type SubsidiarySource = z.infer<typeof subsidiarySourceSchema>;
export type Subsidiary = z.infer<typeof subsidiarySchema>;

export interface DirectoryStore {
  upsertBatch(
    records: readonly DirectoryRecord[],
    options: {
      mode: UpsertMode;
      /** Called inside the batch's transaction with its counts; the checkpoint it returns is saved atomically. */
      checkpoint?: (counts: UpsertCounts) => ImportCheckpoint;
      malformed?: readonly MalformedLine[];
    },
  ): Promise<UpsertCounts>;
  /**
   * Before a first load into an empty store: lets the store defer its indexes (the SQLite store builds its name
   * and word indexes once at the end). True when deferred; a store already holding companies says false.
   */
  beginBulkLoad(): Promise<boolean>;
  /** Builds what beginBulkLoad deferred (no-op otherwise). Searches are slow between the two calls. */
  finishBulkLoad(onStep?: (step: string) => void): Promise<void>;
  lookup(lookup: CandidateLookup, options: { limit: number; statusGroup: StatusGroup | null }): Promise<Candidate[]>;
  count(): Promise<number>;
  /** Records (or, with a null parent, forgets) each company's parent, as the operator's import states it (shared). */
  recordParents(links: readonly ParentLink[]): Promise<void>;
  /**
   * Writes a lesson in one transaction (an answer is learnt whole or not at all, at one commit's cost); a lesson that
   * changes nothing the directory holds is told by reads alone and opens no transaction.
   */
  learn(lesson: Lesson): Promise<void>;
  /**
   * The companies the directory holds whose parent is `parent`, by name, at most `limit`: as the import records them,
   * and as the viewer's own lookups found them (which, where they differ, replace the import's word for the viewer; a
   * relation both state is the import's). No one else's lookups count; a null viewer sees the import alone.
   */
  subsidiaries(parent: string, limit: number, viewer: string | null): Promise<Subsidiary[]>;
  /**
   * Replaces each company's officers with those the lesson lists (and its end, when stated), in one transaction; a
   * lesson that changes nothing opens none. Public register facts: kept for everyone (lib/directory/learn-officers.ts).
   */
  recordAppointments(lesson: readonly CompanyAppointments[]): Promise<void>;
  /** Every appointment known of these people (upstream directorPnr), with each company's name, status and end. */
  appointmentsOf(people: readonly number[]): Promise<KnownAppointment[]>;
  countAppointments(): Promise<number>;
  checkpoint(fileKey: string): Promise<ImportCheckpoint | null>;
  /** Forgets a file's checkpoint and malformed lines, so that it is imported again from its start. */
  forgetCheckpoint(fileKey: string): Promise<void>;
  malformedLines(fileKey: string, limit?: number): Promise<MalformedLine[]>;
  /** Bytes the store occupies on disk (null when it cannot tell). */
  sizeBytes(): Promise<number | null>;
  close(): Promise<void>;
}
