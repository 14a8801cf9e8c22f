// Who is calling: a user of the users file or of single sign-on, with one of two roles.
import type { TokenScope } from "./token-scope";
import { z } from "zod";

export const roleSchema = z.enum(["analyst", "admin"]);
export type Role = z.infer<typeof roleSchema>;

export interface User {
  username: string;
  name: string;
  role: Role;
  /** Where the user is defined: the users file is re-read on every request; single sign-on users keep their role. */
  origin: "file" | "oidc" | "local";
}

/** The user and how this request proved it. */
export interface Principal extends User {
  via: "session" | "token" | "local";
  /** A token's scope (lib/auth/token-scope.ts); absent for a session or the local user, who may do all their role allows. */
  scope?: TokenScope;
}

/** Local mode: no users configured, the dashboard listens on loopback only and its one user is an admin. */
export const LOCAL_USER: User = { username: "local", name: "Local user", role: "admin", origin: "local" };
