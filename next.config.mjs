/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native, logging, metrics, database, hashing and Redis modules run as plain Node requires on the server rather
  // than being bundled (prom-client keeps process-wide state; ioredis loads optional parts at run time; Kysely is one
  // module for every route, whose bundles share the one database connection).
  serverExternalPackages: ["better-sqlite3", "pino", "prom-client", "ioredis", "kysely", "pg", "pg-boss", "@node-rs/argon2", "piscina"],
  // forbidden() answers 403 from a page whose role the user lacks (the audit page for an analyst).
  experimental: { authInterrupts: true },
  // Types are checked once: the type gate is `npm test`'s `tsc --noEmit` (app, lib, tests, e2e and scripts), which runs
  // before its build; `next build` checking the app's types again only cost the build time. (Next 16's build runs no
  // linter; biome is `npm test`'s other gate.)
  typescript: { ignoreBuildErrors: true },
  // No headers() rules: the request gate (lib/api/security-headers.mjs) sets the hardening headers on every answer,
  // Next's early answers included, and the CSP with its per-request nonce comes from proxy.ts.
};

export default nextConfig;
