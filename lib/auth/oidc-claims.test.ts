import { describe, expect, it } from "vitest";
import { userFromClaims } from "./oidc";

describe("userFromClaims", () => {
  const admins = new Set(["boss@example.com"]);
  it("makes the configured admins admins and everyone else an analyst", () => {
    expect(userFromClaims({ sub: "1", email: "Boss@example.com", email_verified: true, name: "The Boss" }, admins)).toEqual({ username: "Boss@example.com", name: "The Boss", role: "admin", origin: "oidc" });
    expect(userFromClaims({ sub: "2", preferred_username: "ann", email: "ann@example.com" }, admins)).toMatchObject({ username: "ann", role: "analyst" });
    expect(userFromClaims({ sub: "3" }, admins)).toMatchObject({ username: "3", name: "3", role: "analyst" });
  });

  it("grants the admin role only on a verified e-mail address or the subject, never on a chosen username", () => {
    expect(userFromClaims({ sub: "4", preferred_username: "boss@example.com" }, admins)).toMatchObject({ role: "analyst" });
    expect(userFromClaims({ sub: "5", email: "boss@example.com", email_verified: false }, admins)).toMatchObject({ role: "analyst" });
    expect(userFromClaims({ sub: "boss@example.com" }, admins)).toMatchObject({ role: "admin" });
  });
});
