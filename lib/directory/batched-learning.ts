// The server's directory learns from every answer it serves, and a first read of a company teaches it the company and
// its officers. Written one answer at a time, each lesson cost a read, a transaction and its statements on the
// request's CPU; gathered for a moment and written together, a burst of first reads (a team opening companies, a page
// of suppliers) costs one read and one transaction. Lessons wait at most WAIT_MS, and a read of what they teach (a
// search, subsidiaries, people across companies) writes what waits first, so that this server never answers without
// what it has already learnt.
import type { CompanyAppointments } from "./appointments";
import type { DirectoryStore, Lesson } from "./store";

/** How long a lesson may wait for others to share its transaction. */
const WAIT_MS = 20;
/** Lessons that are written at once however little time has passed. */
const MOST_WAITING = 200;

interface Waiting {
  lessons: Lesson[];
  appointments: CompanyAppointments[];
  written: Promise<void>;
  write: () => void;
}

/** `store` with its learn and recordAppointments gathered and written together; everything else passes through. */
export function batchedLearning(store: DirectoryStore): DirectoryStore {
  let waiting: Waiting | null = null;
  let timer: NodeJS.Timeout | null = null;
  /** Batches being written: a read or the close waits for them as for the one still gathering. */
  const writing = new Set<Promise<void>>();

  function gathering(): Waiting {
    if (waiting) return waiting;
    let write!: () => void;
    const started = new Promise<void>((resolve) => { write = resolve; });
    const batch: Waiting = { lessons: [], appointments: [], write, written: started.then(() => writeBatch(batch)) };
    waiting = batch;
    timer = setTimeout(writeNow, WAIT_MS);
    timer.unref();
    return batch;
  }

  function writeNow(): Promise<void> {
    const batch = waiting;
    if (!batch) return Promise.resolve();
    waiting = null;
    if (timer) clearTimeout(timer);
    timer = null;
    batch.write();
    const written = batch.written.catch(() => undefined);
    writing.add(written);
    void written.then(() => writing.delete(written));
    return batch.written;
  }

  /** Everything taught so far written (or failed): what a read must not miss. */
  async function allWritten(): Promise<void> {
    void writeNow().catch(() => undefined);
    await Promise.all(writing);
  }

  async function writeBatch(batch: Waiting): Promise<void> {
    // Each viewer's lessons as one (their links are theirs alone); every lesson of the batch is tried even when one fails.
    const failures: unknown[] = [];
    for (const lesson of lessonsByViewer(batch.lessons)) await store.learn(lesson).catch((error: unknown) => failures.push(error));
    if (batch.appointments.length) await store.recordAppointments(latestByCompany(batch.appointments)).catch((error: unknown) => failures.push(error));
    if (failures.length) throw failures[0];
  }

  function enqueue(add: (batch: Waiting) => void): Promise<void> {
    const batch = gathering();
    add(batch);
    if (batch.lessons.length + batch.appointments.length >= MOST_WAITING) return writeNow();
    return batch.written;
  }

  /** A read of what lessons teach: what waits is written first. */
  const afterWaiting = <A extends unknown[], R>(read: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await allWritten();
    return read(...args);
  };

  return {
    ...store,
    learn: (lesson) => enqueue((batch) => batch.lessons.push(lesson)),
    recordAppointments: (lesson) => enqueue((batch) => batch.appointments.push(...lesson)),
    lookup: afterWaiting(store.lookup),
    count: afterWaiting(store.count),
    subsidiaries: afterWaiting(store.subsidiaries),
    appointmentsOf: afterWaiting(store.appointmentsOf),
    countAppointments: afterWaiting(store.countAppointments),
    async close() {
      await allWritten();
      await store.close();
    },
  };
}

/**
 * One lesson per viewer, in the order they came: the companies answers describe (merge) before those they only name
 * (fill), as within one answer, so a company described and named in the same moment is written from its description.
 */
function lessonsByViewer(lessons: readonly Lesson[]): Lesson[] {
  const byViewer = new Map<string | null, { merge: Lesson["merge"][number][]; fill: Lesson["fill"][number][]; links: Lesson["links"][number][] }>();
  for (const lesson of lessons) {
    const joined = byViewer.get(lesson.viewer) ?? { merge: [], fill: [], links: [] };
    byViewer.set(lesson.viewer, joined);
    joined.merge.push(...lesson.merge);
    joined.fill.push(...lesson.fill);
    joined.links.push(...lesson.links);
  }
  return [...byViewer].map(([viewer, joined]) => ({ ...joined, links: latestLinks(joined.links), viewer }));
}

/** A company's latest parent only: its links are upserted per company, and a later answer is the newer word. */
function latestLinks(links: readonly Lesson["links"][number][]): Lesson["links"][number][] {
  return [...new Map(links.map((link) => [link.number, link])).values()];
}

/**
 * A company's latest list of officers (each list is the company's whole), with the latest end an answer stated: an
 * officers answer says nothing of the end, so a profile's word on it stands.
 */
function latestByCompany(lessons: readonly CompanyAppointments[]): CompanyAppointments[] {
  const byCompany = new Map<string, CompanyAppointments>();
  for (const lesson of lessons) {
    const earlier = byCompany.get(lesson.number);
    byCompany.delete(lesson.number);
    byCompany.set(lesson.number, lesson.end === undefined && earlier?.end !== undefined ? { ...lesson, end: earlier.end } : lesson);
  }
  return [...byCompany.values()];
}
