import { API_HEADERS, SECURITY_HEADERS } from "./lib/api/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native, logging, metrics, database, hashing and Redis modules run as plain Node requires on the server rather
  // than being bundled (prom-client keeps process-wide state; ioredis loads optional parts at run time).
  serverExternalPackages: ["better-sqlite3", "pino", "prom-client", "ioredis", "pg", "@node-rs/argon2", "piscina"],
  // forbidden() answers 403 from a page whose role the user lacks (the audit page for an analyst).
  experimental: { authInterrupts: true },
  // Headers for every answer, pages and API alike; the CSP with its per-request nonce comes from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/api/:path*", headers: API_HEADERS },
    ];
  },
};

export default nextConfig;
