// Recently viewed companies, kept in this browser only (localStorage). The company page calls rememberCompany;
// the home page lists them with useRecentCompanies. Other tabs see changes through the storage event.
import { useSyncExternalStore } from "react";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";

const STORAGE_KEY = "dd:recent-companies:v1";
const MAX_RECENT = 8;

export interface RecentCompany {
  number: string;
  name: string;
  status?: string | null;
  viewedAt: number;
}

// Checked by hand rather than with zod: the home and company pages ship this module, and even zod/mini's core made
// their first load larger than its budget allows (bench/RESULTS.md, figures from source comments). What the browser stored is all that is checked.
function isRecentCompany(value: unknown): value is RecentCompany {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.number === "string" && typeof entry.name === "string" && typeof entry.viewedAt === "number"
    && (entry.status === undefined || entry.status === null || typeof entry.status === "string");
}

const EMPTY: readonly RecentCompany[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedList: readonly RecentCompany[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (privacy settings); the list is then simply empty.
    return null;
  }
}

function parse(raw: string | null): readonly RecentCompany[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isRecentCompany) ? parsed : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** Same array while storage is unchanged, as useSyncExternalStore requires. */
function getSnapshot(): readonly RecentCompany[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parse(raw);
  }
  return cachedList;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(list: readonly RecentCompany[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Records a company as just viewed (most recent first, no duplicates, at most 8). Ignores invalid numbers. */
export function rememberCompany({ number, name, status }: { number: string; name: string; status?: string | null }): void {
  if (typeof window === "undefined") return;
  const normalised = normaliseCompanyNumber(number);
  if (!normalised) return;
  const others = getSnapshot().filter((company) => company.number !== normalised);
  write([{ number: normalised, name: name.trim() || normalised, status: status ?? null, viewedAt: Date.now() }, ...others].slice(0, MAX_RECENT));
}

export function forgetRecentCompanies(): void {
  if (typeof window === "undefined") return;
  write(EMPTY);
}

/** The recently viewed companies, most recent first; empty during server rendering. */
export function useRecentCompanies(): readonly RecentCompany[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}
