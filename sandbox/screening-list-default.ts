// npm start's embedded default when SCREENING_LISTS is unset and the sandbox serves the data: the sandbox's own
// screening list (written beside its dataset) loaded into the screening store now, so that the dashboard's first
// screening finds it; answers the SCREENING_LISTS setting the dashboard's server then keeps in force.
import { loadStaleLists } from "../lib/screening/list-reload";
import { openScreeningStore } from "../lib/screening/store-open";
import { openSqliteScreeningStore } from "../lib/screening/store-sqlite";
import { ensureScreeningList } from "./screening-list";

export const SANDBOX_LIST_NAME = "sandbox";

export async function loadSandboxScreeningList(datasetFile: string, seed: number, say: (line: string) => void): Promise<string> {
  const { listFile } = ensureScreeningList(datasetFile, seed);
  const { store } = openScreeningStore();
  try {
    await loadStaleLists(store, [{ list: SANDBOX_LIST_NAME, file: listFile }], { info: say, warn: say });
  } finally {
    await store.close();
  }
  return `${SANDBOX_LIST_NAME}=${listFile}`;
}

/**
 * The same list loaded into an embedded store file of the caller's (a test's or a bench arm's server), answering the
 * settings that server is then started with: it finds the list current and screens against it from its first lookup.
 */
export async function sandboxScreeningSettings(datasetFile: string, seed: number, screeningFile: string, warn: (line: string) => void): Promise<{ SCREENING_FILE: string; SCREENING_LISTS: string }> {
  const { listFile } = ensureScreeningList(datasetFile, seed);
  const store = openSqliteScreeningStore(screeningFile);
  try {
    await loadStaleLists(store, [{ list: SANDBOX_LIST_NAME, file: listFile }], { info: () => {}, warn });
  } finally {
    await store.close();
  }
  return { SCREENING_FILE: screeningFile, SCREENING_LISTS: `${SANDBOX_LIST_NAME}=${listFile}` };
}
