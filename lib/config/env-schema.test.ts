import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env-schema";

describe("local mode in the configuration", () => {
  it("listens on loopback without users", () => {
    for (const HOST of ["127.0.0.1", "::1", "localhost"]) expect(parseServerEnv({ HOST }).HOST).toBe(HOST);
  });
  it("refuses any other address until users or single sign-on are configured", () => {
    expect(() => parseServerEnv({ HOST: "0.0.0.0" })).toThrow(/HOST: no users are configured.*USERS_FILE or OIDC_ISSUER/);
    expect(parseServerEnv({ HOST: "0.0.0.0", USERS_FILE: "users.json" }).HOST).toBe("0.0.0.0");
  });
  it("needs the client and the public address for single sign-on", () => {
    expect(() => parseServerEnv({ OIDC_ISSUER: "https://id.example.com" })).toThrow(/OIDC_ISSUER/);
  });
  it("has limits by default and refuses a bad one by name", () => {
    expect(parseServerEnv({}).RATE_LIMIT_USER_PER_MINUTE).toBe(600);
    expect(() => parseServerEnv({ RATE_LIMIT_IP_PER_MINUTE: "0" })).toThrow(/RATE_LIMIT_IP_PER_MINUTE/);
    expect(() => parseServerEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
  });
  it("reads TRUST_PROXIES as proxy-addr's addresses and CIDRs, and refuses anything else by name", () => {
    expect(parseServerEnv({}).TRUST_PROXIES).toEqual([]);
    expect(parseServerEnv({ TRUST_PROXIES: "10.0.0.5, 10.1.0.0/16,loopback" }).TRUST_PROXIES).toEqual(["10.0.0.5", "10.1.0.0/16", "loopback"]);
    expect(() => parseServerEnv({ TRUST_PROXIES: "proxy.example.com" })).toThrow(/TRUST_PROXIES: must be IP addresses or CIDRs/);
  });
  it("refuses TRUST_PROXY_HOPS at start-up, saying why and what to set instead", () => {
    expect(() => parseServerEnv({ TRUST_PROXY_HOPS: "1" })).toThrow(/TRUST_PROXY_HOPS: is no longer supported: counting hops.*set TRUST_PROXIES/);
    expect(() => parseServerEnv({ TRUST_PROXY_HOPS: "0" })).toThrow(/TRUST_PROXY_HOPS/);
  });
  it("takes SCREENING_LISTS as paths or name=path, and refuses an entry without a file by name", () => {
    expect(parseServerEnv({ SCREENING_LISTS: "lists/a.ftm.json,uk=lists/uk.json" }).SCREENING_LISTS).toBe("lists/a.ftm.json,uk=lists/uk.json");
    expect(() => parseServerEnv({ SCREENING_LISTS: "uk=" })).toThrow(/SCREENING_LISTS: "uk=" names no file/);
    expect(parseServerEnv({}).SCREENING_RELOAD_SECONDS).toBe(60);
    expect(parseServerEnv({}).SCREENING_THRESHOLD).toBe(0.7);
    expect(parseServerEnv({ SCREENING_THRESHOLD: "0.85" }).SCREENING_THRESHOLD).toBe(0.85);
    for (const bad of ["0", "1.5", "high", "-0.2"]) expect(() => parseServerEnv({ SCREENING_THRESHOLD: bad })).toThrow(/SCREENING_THRESHOLD/);
  });
  it("takes a server for dead after 10 s without a heartbeat by default, and refuses a time too short for its beats", () => {
    expect(parseServerEnv({}).JOBS_SERVER_DEAD_SECONDS).toBe(10);
    expect(parseServerEnv({ JOBS_SERVER_DEAD_SECONDS: "3" }).JOBS_SERVER_DEAD_SECONDS).toBe(3);
    for (const bad of ["1", "2.5", "soon"]) expect(() => parseServerEnv({ JOBS_SERVER_DEAD_SECONDS: bad })).toThrow(/JOBS_SERVER_DEAD_SECONDS/);
  });
});
