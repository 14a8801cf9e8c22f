// The integration files that run alone (./suite-needs.ts's ALONE) start before any other: started mid-run, each
// waited for every file beside it to finish first, leaving the other workers idle while they drained (about 15 s of
// a run, bench/changes-bought.md). Every other file keeps Vitest's own order.
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { runsAlone } from "./suite-needs";

export class AloneFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => runsAlone(file.moduleId)), ...sorted.filter((file) => !runsAlone(file.moduleId))];
  }
}
