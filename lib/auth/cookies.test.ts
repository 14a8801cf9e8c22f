import { afterEach, describe, expect, it } from "vitest";
import { cookieHeader, readCookie, sessionCookieName } from "./cookies";

const CACHE = Symbol.for("dashboard.accessConfig");
const original = process.env.PUBLIC_URL;

function withPublicUrl(url: string | undefined) {
  if (url === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = url;
  Reflect.deleteProperty(globalThis, CACHE);
}

afterEach(() => withPublicUrl(original));

describe("the session cookie", () => {
  it("is Secure with the __Host- prefix over HTTPS", () => {
    withPublicUrl("https://dd.example.com");
    expect(sessionCookieName()).toBe("__Host-dd-session");
    const header = cookieHeader(sessionCookieName(), "s_abc", 3600);
    expect(header).toBe("__Host-dd-session=s_abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure");
    expect(header).not.toMatch(/Domain=/i);
  });

  it("is HttpOnly and SameSite without the prefix over plain HTTP on loopback", () => {
    withPublicUrl(undefined);
    expect(sessionCookieName()).toBe("dd-session");
    expect(cookieHeader("dd-session", "x", 10)).toBe("dd-session=x; Path=/; HttpOnly; SameSite=Lax; Max-Age=10");
  });

  it("is read from a Cookie header by exact name", () => {
    expect(readCookie("a=1; dd-session=s_x; dd-session-other=2", "dd-session")).toBe("s_x");
    expect(readCookie("xdd-session=s_x", "dd-session")).toBeUndefined();
  });
});
