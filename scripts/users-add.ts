// npm run users:add -- <username> <role> [name]: adds or updates a user in USERS_FILE (default ./users.json) with an
// argon2id hash of a password read from standard input (typed at a prompt, or piped: `echo pw | npm run users:add …`).
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseServerEnv } from "../lib/config/env-schema";
import { hashPassword } from "../lib/auth/password";
import { roleSchema } from "../lib/auth/user";
import { usersFileSchema, type UsersFileEntry } from "../lib/auth/users-file-schema";

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stdout.write("Password (input is shown; pipe it in to keep it off screen): ");
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function main(): Promise<void> {
  const [username, role, ...nameParts] = process.argv.slice(2);
  const parsedRole = roleSchema.safeParse(role);
  if (!username || !parsedRole.success) {
    console.error("usage: npm run users:add -- <username> <analyst|admin> [display name]");
    process.exit(2);
  }
  const file = parseServerEnv(process.env).USERS_FILE ?? "users.json";
  const users: UsersFileEntry[] = existsSync(file) ? usersFileSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : [];
  const password = await readPassword();
  if (password.length < 12) {
    console.error("the password must be at least 12 characters");
    process.exit(2);
  }
  const existing = users.find((user) => user.username.toLowerCase() === username.toLowerCase());
  const entry: UsersFileEntry = { username, name: nameParts.join(" ") || existing?.name || username, role: parsedRole.data, passwordHash: await hashPassword(password) };
  const others = users.filter((user) => user.username.toLowerCase() !== username.toLowerCase());
  usersFileSchema.parse([...others, entry]);
  writeFileSync(`${file}.tmp`, JSON.stringify([...others, entry], null, 2) + "\n", { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  console.log(`${others.length < users.length ? "updated" : "added"} ${username} (${parsedRole.data}) in ${file}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
