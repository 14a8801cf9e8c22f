import { describe, expect, it } from "vitest";
import { userFromClaims } from "./oidc";

describe("userFromClaims", () => {
  const admins = new Set(["boss@example.com"]);
  it("makes the configured admins admins and everyone else an analyst", () => {
    expect(userFromClaims({ sub: "1", email: "Boss@example.com", name: "The Boss" }, admins)).toEqual({ username: "Boss@example.com", name: "The Boss", role: "admin", origin: "oidc" });
    expect(userFromClaims({ sub: "2", preferred_username: "ann", email: "ann@example.com" }, admins)).toMatchObject({ username: "ann", role: "analyst" });
    expect(userFromClaims({ sub: "3" }, admins)).toMatchObject({ username: "3", name: "3", role: "analyst" });
  });
});
