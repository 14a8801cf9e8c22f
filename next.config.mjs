import { API_HEADERS, SECURITY_HEADERS } from "./lib/api/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native, logging, metrics, database, hashing and Redis modules run as plain Node requires on the server rather
  // than being bundled (prom-client keeps process-wide state; ioredis loads optional parts at run time).
  serverExternalPackages: ["better-sqlite3", "pino", "prom-client", "ioredis", "pg", "pg-boss", "@node-rs/argon2", "piscina"],
  // forbidden() answers 403 from a page whose role the user lacks (the audit page for an analyst).
  experimental: { authInterrupts: true },
  // Headers for every answer, pages and API alike; the CSP with its per-request nonce comes from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: "/api/:path*", headers: API_HEADERS },
      {
        // A filing's document (a PDF): "default-src 'none'" leaves Chromium's PDF viewer blank (a plugin with inline
        // styles), so it allows just those. Listed after the rule above, whose header it replaces.
        source: "/api/companies/:crn/documents/:document",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default nextConfig;
