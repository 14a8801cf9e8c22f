// Loads one list file into the screening store: OpenSanctions' export format, one FollowTheMoney entity a line, or
// its delta format, one ADD/MOD/DEL operation a line. The first line says which; a file whose first line is neither
// is refused whole. A later bad line is reported with its number and skipped. A full file loads into a new version
// switched into force at its end; a delta applies in one transaction; either way, until then, and whenever the load
// fails, the version in force stays in force.
import { statSync } from "node:fs";
import { type ListSource, versionInPath } from "./list-source";
import { streamLines } from "./load-lines";
import {
  type DeltaOp, looksLikeDeltaOp, looksLikeEntity, readDeltaOp, readEntity, type ScreeningEntity,
} from "./store-entity";
import type { ListInForce, ScreeningStore } from "./store";

export interface BadLine {
  line: number;
  problem: string;
}

export interface LoadOutcome {
  kind: "full" | "delta";
  inForce: ListInForce;
  /** Entities written (full) or operations applied (delta). */
  applied: number;
  badLineCount: number;
  /** The first bad lines (at most MAX_BAD_LINES_KEPT); every one goes to onBadLine. */
  badLines: BadLine[];
  /** A delta's entities added, changed or removed: what a re-screen needs to look at again. */
  changedIds: string[];
}

export interface LoadOptions {
  batchSize?: number;
  onBadLine?: (bad: BadLine) => void;
  /** Called after each batch with the entities written so far. */
  onProgress?: (written: number) => void;
}

export const MAX_BAD_LINES_KEPT = 100;

/** The file is not in the format at all: nothing of it was loaded. */
export class ListRefusedError extends Error {
  constructor(readonly file: string, detail: string) {
    super(`${file} was refused, and the list's previous version stays in force: ${detail}`);
    this.name = "ListRefusedError";
  }
}

const FORMAT = 'OpenSanctions\' export format expects one JSON object a line: a FollowTheMoney entity ({"id", "schema", ' +
  '"properties", …}) or, in a delta file, an operation ({"op": "ADD" | "MOD" | "DEL", "entity": {…}})';

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function loadListFile(store: ScreeningStore, source: ListSource, options: LoadOptions = {}): Promise<LoadOutcome> {
  const batchSize = options.batchSize ?? 2000;
  const stream = streamLines(source.file);
  const bad: BadLine[] = [];
  let badLineCount = 0;
  const report = (line: number, problem: string): void => {
    badLineCount += 1;
    if (bad.length < MAX_BAD_LINES_KEPT) bad.push({ line, problem });
    options.onBadLine?.({ line, problem });
  };

  let kind: "full" | "delta" | undefined;
  let load: number | undefined;
  let latestChange: string | null = null;
  let applied = 0;
  let batch: ScreeningEntity[] = [];
  const ops: DeltaOp[] = [];
  const flush = async (): Promise<void> => {
    if (load === undefined || batch.length === 0) return;
    await store.writeEntities(load, batch);
    applied += batch.length;
    batch = [];
    options.onProgress?.(applied);
  };

  try {
    for await (const { number, text } of stream.lines) {
      if (text.trim() === "") continue;
      const value = parse(text);
      if (kind === undefined) {
        if (looksLikeEntity(value)) kind = "full";
        else if (looksLikeDeltaOp(value)) kind = "delta";
        else throw new ListRefusedError(source.file, `line ${number} is ${value === undefined ? "not JSON" : "JSON of another shape"}; ${FORMAT}`);
        if (kind === "full") load = await store.beginLoad(source);
      }
      if (value === undefined) {
        report(number, "not JSON");
        continue;
      }
      const read = kind === "full" ? readEntity(value) : readDeltaOp(value);
      if ("problem" in read) {
        report(number, read.problem);
        continue;
      }
      const entity = kind === "full" ? read as ScreeningEntity : (read as DeltaOp).op === "DEL" ? null : (read as { entity: ScreeningEntity }).entity;
      if (entity?.lastChange && (latestChange === null || entity.lastChange > latestChange)) latestChange = entity.lastChange;
      if (kind === "delta") {
        ops.push(read as DeltaOp);
        continue;
      }
      batch.push(read as ScreeningEntity);
      if (batch.length >= batchSize) await flush();
    }
    await flush();
    if (kind === undefined) throw new ListRefusedError(source.file, `it holds no entity; ${FORMAT}`);
    if (applied === 0 && ops.length === 0) throw new ListRefusedError(source.file, `none of its ${badLineCount} lines is usable; ${FORMAT}`);
  } catch (error) {
    if (load !== undefined) await store.abandonLoad(load);
    throw error;
  }

  const named = versionInPath(source.file);
  const end = {
    version: named?.version ?? stream.digest().slice(0, 16),
    date: named?.date ?? latestChange ?? statSync(source.file).mtime.toISOString(),
    badLines: badLineCount,
  };
  if (kind === "delta") {
    const inForce = await store.applyDelta(source, ops, end);
    const changedIds = [...new Set(ops.map((op) => (op.op === "DEL" ? op.id : op.entity.id)))];
    return { kind, inForce, applied: ops.length, badLineCount, badLines: bad, changedIds };
  }
  const inForce = await store.finishLoad(load as number, end);
  return { kind: "full", inForce, applied, badLineCount, badLines: bad, changedIds: [] };
}
