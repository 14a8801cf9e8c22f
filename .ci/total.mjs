// The closing line of a CI run: the tallies every `npm test` run left (Node 20's full suite, Node 24's integration
// suite) added up, after the name of every test that failed (the log above is long; its end is what is read first). A
// run that left no tally counts as a failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const notices = [];
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
  failures.push(...(tally.failures ?? []).map((line) => `Node ${tally.node}: ${line}`));
  notices.push(...(tally.notices ?? []).map((line) => `Node ${tally.node}: ${line}`));
}
if (notices.length) console.log(`\nPassed, with a notice:\n${notices.map((line) => `  ${line}`).join("\n")}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
