import "server-only";
// Every upstream answer the BFF serves names companies; the directory keeps what it learns, so that a company seen
// once can be found by name afterwards whatever the upstream (group relations: for the user who looked them up). Learning is a side effect of a request that has
// already succeeded: it never rejects into the caller (who need not wait for it), and a failure is only logged.
import { companyStatusWords } from "../company/ch-words";
import { log } from "../log";
import { normaliseCompanyNumber } from "../upstream/company-number";
import { isoDate } from "./ch-columns";
import { directoryStore } from "./directory";
import { officerLessons } from "./learn-officers";
import type { DirectoryRecord, DirectoryStore, ParentLink, UpsertMode } from "./store";

type Item = Record<string, unknown>;

/** Operation numbers (see lib/upstream/operations.ts) whose answers name companies. */
const PROFILE = 1;
const NAMED_COMPANY = new Set([2, 3]);
const CHARGE_ENVELOPES = new Set([12, 13, 14]);
const COMPANY_EXTRACTS = new Set([17, 20]);
const PROCUREMENT = 19;

interface Learned {
  record: DirectoryRecord;
  mode: UpsertMode;
}

/**
 * What the public register shows anyway (names, numbers, statuses, postcodes) is learnt for everyone; the group
 * relations an answer states are kept for `viewer`, who looked it up, alone (issue 33: "subsidiaries seen" would
 * otherwise tell everyone which companies a colleague opened). A null viewer keeps no relation.
 */
export async function learnFromAnswer(operationNumber: number, body: unknown, viewer: string | null, store?: DirectoryStore): Promise<void> {
  try {
    const learned = extract(operationNumber, body);
    const officers = officerLessons(operationNumber, body);
    if (!learned.length && !officers.length) return;
    const target = store ?? directoryStore();
    const of = (mode: UpsertMode) => learned.filter((entry) => entry.mode === mode).map((entry) => entry.record);
    // Both asked for at once: a store that gathers lessons (./batched-learning.ts) keeps them in the answers' order.
    await Promise.all([
      learned.length ? target.learn({ merge: of("merge"), fill: of("fill"), links: parentLinks(operationNumber, body), viewer }) : undefined,
      officers.length ? target.recordAppointments(officers) : undefined,
    ]);
  } catch (error) {
    log.warn({ operation: operationNumber, err: error instanceof Error ? error.message : String(error) }, "directory: could not learn from an answer");
  }
}

/** What an answer reveals, as directory records; exported for tests. */
export function extract(operationNumber: number, body: unknown): Learned[] {
  const learned: Learned[] = [];
  for (const item of items(body)) {
    if (operationNumber === PROFILE) {
      push(learned, "merge", profileRecord(item));
      const group = asItem(item.groupStructures);
      if (group) {
        push(learned, "fill", named(group.parentCompanyRegistrationNumber, group.parentBusinessName));
        push(learned, "fill", named(group.ultimateParentCompanyRegistrationNumber, group.ultimateParentBusinessName));
      }
    } else if (NAMED_COMPANY.has(operationNumber) || CHARGE_ENVELOPES.has(operationNumber) || COMPANY_EXTRACTS.has(operationNumber)) {
      push(learned, "merge", profileRecord(item));
    } else if (operationNumber === PROCUREMENT) {
      for (const supplier of Array.isArray(item.suppliers) ? item.suppliers : [item.suppliers]) {
        const entry = asItem(supplier);
        if (entry) push(learned, "fill", named(entry.supplierReg, entry.name));
      }
    }
  }
  return learned;
}

/**
 * The group relation a profile states: its immediate parent, or none when its group structure names no parent
 * or names the company itself (an ultimate parent). A profile without a group structure says nothing either way:
 * the BFF's normalised answer cannot tell a field left out (a loose upstream) from a company outside any group.
 */
export function parentLinks(operationNumber: number, body: unknown): ParentLink[] {
  if (operationNumber !== PROFILE) return [];
  const links: ParentLink[] = [];
  for (const item of items(body)) {
    const numberText = text(item.companyRegistrationNumber);
    const number = numberText ? normaliseCompanyNumber(numberText) : null;
    const group = asItem(item.groupStructures);
    if (!number || !group) continue;
    const parentText = text(group.parentCompanyRegistrationNumber);
    const parent = parentText ? normaliseCompanyNumber(parentText) : null;
    links.push({ number, parent: parent && parent !== number ? parent : null });
  }
  return links;
}

function profileRecord(item: Item): DirectoryRecord | null {
  const record = named(item.companyRegistrationNumber, item.businessName);
  if (!record) return null;
  const address = asItem(item.regAddress);
  const previous = Array.isArray(item.previousNames) ? item.previousNames : [];
  return {
    ...record,
    // In Companies House's words, as its bulk file writes them ("Active", not the API's "active"): a profile that says
    // what the directory already holds then leaves its row as it is, instead of rewriting the row, its names and
    // their words on every first read and again at the next import.
    status: companyStatusWords(text(item.companyStatus)),
    postcode: text(address?.postalCode),
    incorporationDate: anyDate(text(item.companyRegistrationDate)),
    previousNames: previous.map((entry) => text(asItem(entry)?.previousName)).filter((name): name is string => !!name),
  };
}

function named(rawNumber: unknown, rawName: unknown): DirectoryRecord | null {
  const numberText = text(rawNumber);
  const name = text(rawName);
  const number = numberText ? normaliseCompanyNumber(numberText) : null;
  if (!number || !name) return null;
  return { number, name, status: null, postcode: null, town: null, incorporationDate: null, previousNames: [] };
}

function push(learned: Learned[], mode: UpsertMode, record: DirectoryRecord | null): void {
  if (record) learned.push({ mode, record });
}

/** A BFF list answer (`{ items }`), a bare list, or one record. */
function items(body: unknown): Item[] {
  const list = asItem(body) && Array.isArray((body as Item).items) ? (body as Item).items : body;
  return (Array.isArray(list) ? list : [list]).map(asItem).filter((item): item is Item => item !== null);
}

function asItem(value: unknown): Item | null {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Item) : null;
}

function text(value: unknown): string | null {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** The upstream writes dates as dd/mm/yyyy or ISO (with or without a time). */
function anyDate(value: string | null): string | null {
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return iso ? iso[1] : isoDate(value);
}
