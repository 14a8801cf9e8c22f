// Password hashes for the users file: argon2id through @node-rs/argon2, with the library's defaults (OWASP's
// minimum: 19 MiB, 2 passes). Used by the sign-in route and by `npm run users:add`.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the username is unknown, so that a wrong username takes as long as a wrong password.
const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$JCjVgvP7VT1Ph7ULkehYqw$zg87lBoBccdqYie6Jhf5XP4PJGOiahFgkN2kSa+FQPU";

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return matches && passwordHash !== undefined;
  } catch {
    return false;
  }
}
