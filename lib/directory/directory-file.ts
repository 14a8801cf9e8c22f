// Where the directory lives: DIRECTORY_FILE (validated with the rest of the configuration), relative to the
// working directory, which is the project root for npm scripts and the Next server alike.
import path from "node:path";
import { serverEnv } from "../config/env";

export function directoryFile(): string {
  return path.resolve(serverEnv().DIRECTORY_FILE);
}
