import "server-only";
// Single sign-on with OpenID Connect (openid-client): authorization code flow with PKCE, state and nonce. The
// short-lived transaction cookie carries them across the round trip to the identity provider.
import * as client from "openid-client";
import { accessConfig, type OidcConfig } from "../config/access-config";
import { readCookie } from "./cookies";
import { safeNextPath } from "./safe-next";
import type { User } from "./user";

export const CALLBACK_PATH = "/api/auth/oidc/callback";

const KEY = Symbol.for("dashboard.oidcClient");
type Holder = { [KEY]?: Promise<client.Configuration> };

function configuration(oidc: OidcConfig): Promise<client.Configuration> {
  const holder = globalThis as Holder;
  const issuer = new URL(oidc.issuer);
  // Plain http only for an identity provider on this machine (a development or test provider), never across a network.
  const loopback = issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  const options = loopback ? { execute: [client.allowInsecureRequests] } : undefined;
  holder[KEY] ??= client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, options).catch((error: unknown) => {
    holder[KEY] = undefined;
    throw error;
  });
  return holder[KEY];
}

export function transactionCookieName(): string {
  return accessConfig().https ? "__Host-dd-oidc" : "dd-oidc";
}

interface Transaction { state: string; nonce: string; verifier: string; next: string }

export async function beginSignin(next: string): Promise<{ url: string; cookieValue: string }> {
  const { oidc, publicUrl } = accessConfig();
  if (!oidc || !publicUrl) throw new Error("single sign-on is not configured");
  const config = await configuration(oidc);
  const transaction: Transaction = {
    state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier(), next: safeNextPath(next),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: publicUrl + CALLBACK_PATH,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: "S256",
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return { url: url.href, cookieValue: Buffer.from(JSON.stringify(transaction)).toString("base64url") };
}

/** Completes the code flow; answers the user and where to go next, or throws when any check fails. */
export async function completeSignin(request: Request): Promise<{ user: User; next: string }> {
  const { oidc, publicUrl } = accessConfig();
  if (!oidc || !publicUrl) throw new Error("single sign-on is not configured");
  const raw = readCookie(request.headers.get("cookie"), transactionCookieName());
  if (!raw) throw new Error("no sign-in in progress (the transaction cookie is missing or expired)");
  const transaction = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Transaction;
  const config = await configuration(oidc);
  const callbackUrl = new URL(publicUrl + CALLBACK_PATH + new URL(request.url).search);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: transaction.verifier, expectedState: transaction.state, expectedNonce: transaction.nonce, idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("the identity provider sent no ID token");
  return { user: userFromClaims(claims, oidc.admins), next: safeNextPath(transaction.next) };
}

export function userFromClaims(claims: Record<string, unknown>, admins: ReadonlySet<string>): User {
  const text = (name: string) => (typeof claims[name] === "string" && claims[name] ? (claims[name] as string) : undefined);
  const email = text("email");
  const username = text("preferred_username") ?? email ?? `${text("sub")}`;
  // The admin role follows claims the provider vouches for: a verified e-mail address or the subject. Not the
  // preferred username, which many providers let users choose, so anyone could name themselves after an admin.
  const vouchedFor = [claims.email_verified === true ? email : undefined, text("sub")];
  const isAdmin = vouchedFor.some((name) => name !== undefined && admins.has(name.toLowerCase()));
  return { username, name: text("name") ?? username, role: isAdmin ? "admin" : "analyst", origin: "oidc" };
}
