// Recently viewed companies, kept in this browser only (localStorage). The company page calls rememberCompany;
// the home page lists them with useRecentCompanies. Other tabs see changes through the storage event.
import { useSyncExternalStore } from "react";
// zod/mini rather than zod: the home page ships this module, and full zod made its first load 7 kB (gzipped) larger.
import { z } from "zod/mini";
import { normaliseCompanyNumber } from "@/lib/upstream/company-number";

const STORAGE_KEY = "dd:recent-companies:v1";
const MAX_RECENT = 8;

const recentCompanySchema = z.object({
  number: z.string(),
  name: z.string(),
  status: z.optional(z.nullable(z.string())),
  viewedAt: z.number(),
});
export type RecentCompany = z.infer<typeof recentCompanySchema>;

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
    const parsed = z.array(recentCompanySchema).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
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
