// Helpers for the BFFs with users: sign in through the form route, and call with a session cookie or a token.
import { inject } from "vitest";
import type { TestUser } from "./global-setup";

export function user(name: string): TestUser {
  const found = inject("users").find((candidate) => candidate.username === name);
  if (!found) throw new Error(`no test user ${name}`);
  return found;
}

/** Signs in as the browser's form would (same Origin) and answers the `name=value` of the session cookie. */
export async function signIn(baseUrl: string, name: string, options: { password?: string; forwardedFor?: string } = {}): Promise<{ response: Response; cookie: string | null }> {
  const form = new URLSearchParams({ username: name, password: options.password ?? user(name).password, next: "/" });
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: baseUrl, ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}) },
  });
  const setCookie = response.headers.get("set-cookie");
  const cookie = setCookie && /dd-session=[^;]+/.exec(setCookie)?.[0];
  return { response, cookie: cookie && cookie !== "dd-session=" ? cookie : null };
}

export function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string | null; token?: string } = {}): Promise<Response> {
  const { cookie, token, headers, ...rest } = init;
  return fetch(`${baseUrl}${path}`, {
    redirect: "manual",
    ...rest,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

export async function createToken(baseUrl: string, cookie: string, label = "script"): Promise<{ id: string; token: string }> {
  const response = await call(baseUrl, "/api/tokens", {
    method: "POST", cookie, body: JSON.stringify({ label }), headers: { "content-type": "application/json", origin: baseUrl },
  });
  if (response.status !== 201) throw new Error(`token not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; token: string };
}

/**
 * The users of one BFF, each signed in once, on first use: `as(name)` answers their session cookie, and `post` sends
 * JSON as the browser would (same Origin).
 */
export function signedIn(baseUrl: () => string): {
  as: (name: string) => Promise<string>;
  post: (name: string, path: string, body: unknown) => Promise<Response>;
} {
  const cookies = new Map<string, Promise<string>>();
  const as = (name: string): Promise<string> => {
    let cookie = cookies.get(name);
    if (!cookie) {
      cookie = signIn(baseUrl(), name).then(({ cookie: value }) => {
        if (!value) throw new Error(`${name} could not sign in`);
        return value;
      });
      cookies.set(name, cookie);
    }
    return cookie;
  };
  const post = async (name: string, path: string, body: unknown) => call(baseUrl(), path, {
    method: "POST", cookie: await as(name), body: JSON.stringify(body), headers: { "content-type": "application/json", origin: baseUrl() },
  });
  return { as, post };
}
