import "server-only";
// The operator's users file (USERS_FILE): `[{ "username", "name", "role", "passwordHash" }]`. Re-read when it
// changes, so removing a user or changing a role takes effect on their next request without a restart.
import { readFileSync, statSync } from "node:fs";
import { accessConfig } from "../config/access-config";
import type { User } from "./user";
import { usersFileSchema, type UsersFileEntry } from "./users-file-schema";

export { usersFileSchema, type UsersFileEntry };


const KEY = Symbol.for("dashboard.usersFile");
type Holder = { [KEY]?: { file: string; mtimeMs: number; users: Map<string, UsersFileEntry> } };

function load(file: string): Map<string, UsersFileEntry> {
  const holder = globalThis as Holder;
  const { mtimeMs } = statSync(file);
  const cached = holder[KEY];
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.users;
  const parsed = usersFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    throw new Error(`USERS_FILE ${file} is not a valid users file: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  }
  const users = new Map(parsed.data.map((entry) => [entry.username.toLowerCase(), entry]));
  holder[KEY] = { file, mtimeMs, users };
  return users;
}

export function findFileUser(username: string): UsersFileEntry | undefined {
  const { usersFile } = accessConfig();
  return usersFile ? load(usersFile).get(username.toLowerCase()) : undefined;
}

export function toUser(entry: UsersFileEntry): User {
  return { username: entry.username, name: entry.name, role: entry.role, origin: "file" };
}
