import "server-only";
// The server's directory, opened on first use (not at import: `next build` imports route modules) and kept open:
// a SQLite connection is cheap to hold and its page cache is what makes the typeahead fast.
import { directoryFile } from "./directory-file";
import { openSqliteStore } from "./sqlite-store";
import type { DirectoryStore } from "./store";

let store: DirectoryStore | undefined;

export function directoryStore(): DirectoryStore {
  // Memory-mapped reads: the typeahead touches a few pages of a large file per keystroke.
  store ??= openSqliteStore(directoryFile(), { mmapMiB: 4096 });
  return store;
}
