/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native, logging, metrics, database, hashing and Redis modules run as plain Node requires on the server rather
  // than being bundled (prom-client keeps process-wide state; ioredis loads optional parts at run time).
  serverExternalPackages: ["better-sqlite3", "pino", "prom-client", "ioredis", "pg", "@node-rs/argon2"],
  // forbidden() answers 403 from a page whose role the user lacks (the audit page for an analyst).
  experimental: { authInterrupts: true },
  // Headers for every answer, pages and API alike; the CSP with its per-request nonce comes from proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "same-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
          { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
        ],
      },
      {
        // API answers are data, never documents: nothing may load or frame them (pages get their CSP from proxy.ts).
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
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
