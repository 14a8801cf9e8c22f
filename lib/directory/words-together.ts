// How many names hold all the words of a query, estimated from a sample of the names themselves. PostgreSQL's
// statistics know how many names hold each word, not how many hold two words together: it multiplies the shares, as
// if the words were independent. Words one name holds together ("upon" and "new…", of NEWCASTLE UPON TYNE) are
// then expected in a few dozen names where there are tens of thousands, and every one of them is read to take the
// first 50 by id (words-postgres.ts asks such a query the other way). CREATE STATISTICS cannot help: its statistics
// are of columns, not of the words within one. A sample of a few tens of thousands of names, read now and then,
// tells the share of names holding the words together directly.

/** The share of names (0–1) holding every whole word and a word beginning with `start` (when given). */
export type TogetherShare = (whole: readonly string[], start: string) => number;

/** From the normal forms of a sample of the names: the words of each, and, per word, the names that hold it. */
export function togetherShareFrom(norms: readonly string[]): TogetherShare {
  // A name's words as the word index holds them (word-vector.ts splits the normal form the same way), in an array:
  // looked through faster than a set is built for each of tens of thousands of names.
  const wordsOf = norms.map((norm) => norm.split(" "));
  const holders = new Map<string, number[]>();
  for (const [index, words] of wordsOf.entries()) {
    for (const word of words) {
      const list = holders.get(word);
      if (list) list.push(index);
      else holders.set(word, [index]);
    }
  }
  return (whole, start) => {
    if (!norms.length || !whole.length) return 0;
    // The names holding the rarest whole word, checked for the rest: a few hundred at most for common words.
    const lists = whole.map((word) => holders.get(word) ?? []);
    const rarest = lists.reduce((shortest, list) => (list.length < shortest.length ? list : shortest));
    let together = 0;
    for (const index of rarest) {
      const words = wordsOf[index];
      if (!whole.every((word) => words.includes(word))) continue;
      if (start && !words.some((word) => word.startsWith(start))) continue;
      together += 1;
    }
    return together / norms.length;
  };
}

/** What the sample is read through: the directory's pool. */
interface SampleReader {
  query(sql: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** About this many names, whatever the directory's size: a share of 0.1% is then some thirty names of the sample. */
export const SAMPLE_NAMES = 30_000;

/**
 * A sample of the names, read by table block (TABLESAMPLE SYSTEM: a few hundred pages, not the whole table), the
 * percentage from the planner's own count of names (none before the first ANALYZE: no sample, every query as before).
 */
export async function loadTogetherShare(db: SampleReader, sampleNames = SAMPLE_NAMES): Promise<TogetherShare> {
  const { rows: [table] } = await db.query("SELECT reltuples::float8 AS names FROM pg_class WHERE oid = to_regclass('directory_names')");
  const names = Number(table?.names ?? 0);
  if (!(names > 0)) return () => 0;
  const percent = Math.min(100, (100 * sampleNames) / names);
  const { rows } = await db.query(`SELECT norm FROM directory_names TABLESAMPLE SYSTEM (${percent.toFixed(6)})`);
  return togetherShareFrom(rows.map((row) => String(row.norm)));
}

/**
 * Walking the names in id order finds the first `limit` holding words together after about `limit / share` names;
 * the walk is bounded at this many times that, so that a sample that overestimated costs a bounded walk.
 */
const WALK_MARGIN = 4;

/**
 * How many names, in id order, to walk for the first `limit` holding a query's words together, when the sample says
 * they are at least `denseShare` of all names; null: too few (or one word alone), ask the word index. 0 walks every
 * name for every query of two words or more (Infinity). The sample is read at most once per `maxAgeMs`, in the background; until the
 * first read ends, or when a read fails, the last known sample answers (none at first: the word index for all).
 */
export function denseWordsCheck(
  db: SampleReader, { denseShare, maxAgeMs, sampleNames }: { denseShare: number; maxAgeMs: number; sampleNames?: number },
): (whole: readonly string[], start: string, limit: number) => number | null {
  let current: TogetherShare = () => 0;
  let readAt = -Infinity;
  let reading = false;
  const share = (): TogetherShare => {
    if (!reading && performance.now() - readAt >= maxAgeMs) {
      reading = true;
      loadTogetherShare(db, sampleNames).then((loaded) => { current = loaded; }, () => undefined).finally(() => {
        readAt = performance.now();
        reading = false;
      });
    }
    return current;
  };
  return (whole, start, limit) => {
    // One word alone is no question of words together: the planner's own statistics count its names.
    if (!whole.length || whole.length + (start ? 1 : 0) < 2) return null;
    if (denseShare === 0) return Infinity;
    const estimated = share()(whole, start);
    return estimated >= denseShare ? Math.ceil((WALK_MARGIN * limit) / estimated) : null;
  };
}
