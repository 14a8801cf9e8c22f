// Which directory this installation keeps: the shared PostgreSQL one when DATABASE_URL is set (every server and
// the import see the same companies), else the embedded SQLite file. Plain module: the import script, the sandbox
// launcher and the server all open the directory through here.
import { serverEnv } from "../config/env";
import { directoryFile } from "./directory-file";
import { openPostgresStore, SERVER_STORE_OPTIONS } from "./postgres-store";
import { openSqliteStore } from "./sqlite-store";
import type { DirectoryStore } from "./store";

export interface OpenedDirectory {
  store: DirectoryStore;
  /** Where it is, for messages: the SQLite file, or "PostgreSQL" (never the address, which may hold a password). */
  where: string;
}

/** "server": reads (searches run their lookups in parallel); "import": one writer with a large cache. */
export function openDirectory(purpose: "server" | "import"): OpenedDirectory {
  const url = serverEnv().DATABASE_URL;
  if (url) {
    const options = purpose === "server" ? SERVER_STORE_OPTIONS : { maxConnections: 2 };
    return { store: openPostgresStore(url, options), where: "PostgreSQL (DATABASE_URL)" };
  }
  const file = directoryFile();
  // Memory-mapped reads for a server: the typeahead touches a few pages of a large file per keystroke.
  return { store: openSqliteStore(file, purpose === "server" ? { mmapMiB: 4096 } : { cacheMiB: 256 }), where: file };
}
