// How common a typed word start is, from PostgreSQL's own statistics of the word index's column (the most common
// lexemes and the share of names holding each, kept by ANALYZE). The words lookup asks a common start one way and a
// rare one another (words-postgres.ts); reading the figures once every few minutes costs no query per keystroke.
interface StatisticsRow {
  elements: string[] | null;
  frequencies: number[] | null;
}

/** What the statistics are read through: the directory's pool. */
interface StatisticsReader {
  query(sql: string): Promise<{ rows: StatisticsRow[] }>;
}

/** The share of names (0–1) holding a word that begins with `start`, by the statistics: 0 for a start they omit. */
export type StartShare = (start: string) => number;

/** From `pg_stats`' most common elements and their frequencies (which end with three figures of their own). */
export function startShareFrom(elements: readonly string[], frequencies: readonly number[]): StartShare {
  // Word starts ("~re") are lexemes of their own; a typed start is [a-z0-9] only, so never begins with the mark.
  const words = elements.map((element, index) => ({ element, share: frequencies[index] ?? 0 })).filter(({ element }) => !element.startsWith("~"));
  return (start) => {
    let share = 0;
    for (const word of words) if (word.element.startsWith(start)) share += word.share;
    return Math.min(share, 1);
  };
}

/** No statistics yet (a new or small directory before ANALYZE): every start is taken for rare. */
const NO_STATISTICS: StartShare = () => 0;

export async function loadStartShare(db: StatisticsReader): Promise<StartShare> {
  const { rows } = await db.query(
    `SELECT most_common_elems::text::text[] AS elements, most_common_elem_freqs AS frequencies FROM pg_stats
     WHERE schemaname = current_schema() AND tablename = 'directory_names' AND attname = 'words'`,
  );
  const [row] = rows;
  return row?.elements && row.frequencies ? startShareFrom(row.elements, row.frequencies) : NO_STATISTICS;
}

/**
 * Whether a typed start is common: its words held by at least `commonShare` of the names (0: every start). The
 * statistics are read at most once per `maxAgeMs` (an import's ANALYZE or autovacuum changes them slowly), in the
 * background; until the first read ends, or when a read fails, the last known figures answer (none at first).
 */
export function commonStartCheck(db: StatisticsReader, { commonShare, maxAgeMs }: { commonShare: number; maxAgeMs: number }): (start: string) => boolean {
  let current: StartShare = NO_STATISTICS;
  let readAt = -Infinity;
  let reading = false;
  const share = (): StartShare => {
    if (!reading && performance.now() - readAt >= maxAgeMs) {
      reading = true;
      loadStartShare(db).then((loaded) => { current = loaded; }, () => undefined).finally(() => {
        readAt = performance.now();
        reading = false;
      });
    }
    return current;
  };
  return (start) => commonShare === 0 || share()(start) >= commonShare;
}
