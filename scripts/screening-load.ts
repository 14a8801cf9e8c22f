// npm run screening:load [-- FILE|name=FILE ...]
// Loads screening lists in OpenSanctions' export format (FollowTheMoney entities one JSON a line, or its delta
// files) into the screening store: PostgreSQL when DATABASE_URL is set, else the SQLite file SCREENING_FILE. With no
// files given, the lists SCREENING_LISTS names. Each bad line is printed with its number and skipped; a file that
// is not the format is refused whole and its list's previous version stays in force.
// Exit 0 when every list loaded (bad lines or not), 1 when any was refused or failed.
import { serverEnv } from "../lib/config/env";
import { MAX_BAD_LINES_KEPT, ListRefusedError, loadListFile } from "../lib/screening/load";
import { parseListSources } from "../lib/screening/list-source";
import { openScreeningStore } from "../lib/screening/store-open";

const mib = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MiB`;

async function main(): Promise<number> {
  const given = process.argv.slice(2).filter((arg) => arg !== "--");
  const setting = given.length > 0 ? given.join(",") : serverEnv().SCREENING_LISTS;
  if (!setting) {
    console.error("usage: npm run screening:load -- FILE|name=FILE ... (or set SCREENING_LISTS)");
    return 1;
  }
  const sources = parseListSources(setting);
  const { store, where } = openScreeningStore();
  let failed = 0;
  let peakRss = process.memoryUsage().rss;
  try {
    for (const source of sources) {
      const started = performance.now();
      let lastSaid = started;
      console.log(`loading list ${source.list} from ${source.file} into ${where}`);
      try {
        const outcome = await loadListFile(store, source, {
          onBadLine: ({ line, problem }) => console.error(`  ${source.file}:${line}: ${problem} (skipped)`),
          onProgress: (written) => {
            peakRss = Math.max(peakRss, process.memoryUsage().rss);
            if (performance.now() - lastSaid < 10_000) return;
            lastSaid = performance.now();
            const seconds = (lastSaid - started) / 1000;
            console.log(`  ${written} entities, ${Math.round(written / seconds)}/s, RSS ${mib(process.memoryUsage().rss)}`);
          },
        });
        const { inForce } = outcome;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`list ${inForce.list}: version ${inForce.version} (${inForce.date ?? "undated"}) in force, ${inForce.entityCount} entities` +
          `${outcome.kind === "delta" ? ` after ${outcome.applied} changes` : ""}, ${outcome.badLineCount} bad lines skipped, ${seconds} s`);
        if (outcome.badLineCount > MAX_BAD_LINES_KEPT) console.error(`  (${outcome.badLineCount} bad lines in all)`);
      } catch (error) {
        failed += 1;
        console.error(error instanceof ListRefusedError ? error.message
          : `${source.file} could not be loaded, and list ${source.list}'s previous version stays in force: ${(error as Error).message}`);
      }
    }
  } finally {
    await store.close();
  }
  console.log(`peak RSS ${mib(Math.max(peakRss, process.memoryUsage().rss))}`);
  return failed > 0 ? 1 : 0;
}

main().then((code) => process.exit(code), (error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
