// Which lists SCREENING_LISTS names, and what a list file says about itself: its list's name and its version.
// An entry is a path, or `name=path` to name the list; unnamed, a list takes its file's name ("sanctions.ftm.json" →
// "sanctions"), or its folder's for OpenSanctions' own file names ("…/sanctions/entities.ftm.json" → "sanctions",
// "…/sanctions/20240528134729-3iv/entities.delta.json" → "sanctions").
import path from "node:path";

export interface ListSource {
  list: string;
  /** Absolute. */
  file: string;
}

const OPENSANCTIONS_VERSION = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})-[a-z0-9]{3}$/;
const LIST_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

function listNameOf(file: string): string {
  const segments = path.resolve(file).split(path.sep).filter(Boolean);
  const base = (segments.pop() ?? "").replace(/\.(ftm|delta)?\.?json(l)?$/i, "").replace(/\.(ftm|delta)$/i, "");
  if (base !== "entities" && base !== "") return base;
  let folder = segments.pop() ?? "list";
  if (OPENSANCTIONS_VERSION.test(folder)) folder = segments.pop() ?? "list";
  return folder;
}

/** The entries of SCREENING_LISTS, or a message naming the one that is not a path nor `name=path`. */
export function parseListSources(value: string, cwd = process.cwd()): ListSource[] {
  const sources: ListSource[] = [];
  for (const entry of value.split(",").map((part) => part.trim()).filter(Boolean)) {
    const equals = entry.indexOf("=");
    const named = equals > 0 ? entry.slice(0, equals).trim() : null;
    const file = (equals > 0 ? entry.slice(equals + 1) : entry).trim();
    if (file === "") throw new Error(`"${entry}" names no file (expected a path, or name=path)`);
    if (named !== null && !LIST_NAME.test(named)) throw new Error(`"${named}" is not a list name (letters, digits, _ . -)`);
    const absolute = path.resolve(cwd, file);
    sources.push({ list: named ?? listNameOf(absolute), file: absolute });
  }
  return sources;
}

/** OpenSanctions' version and its date, when the file's path names one (their artifacts are kept by version). */
export function versionInPath(file: string): { version: string; date: string } | null {
  for (const segment of path.resolve(file).split(path.sep).reverse()) {
    const parts = OPENSANCTIONS_VERSION.exec(segment);
    if (parts) return { version: segment, date: `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}:${parts[6]}Z` };
  }
  return null;
}
