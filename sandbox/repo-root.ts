// The repository's root folder, found from this file's place (sandbox/), so scripts work from any directory.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
