// The closing line of a CI run: the tallies every `npm test` run left (Node 20's full suite, Node 24's integration
// suite) added up. A run that left no tally counts as a failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no tally (that run did not finish)`);
    failed += 1;
    continue;
  }
  const tally = JSON.parse(readFileSync(file, "utf8"));
  console.log(`Node ${tally.node}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  passed += tally.passed;
  failed += tally.failed;
  skipped += tally.skipped;
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
