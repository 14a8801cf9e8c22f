/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native, logging, metrics and Redis modules run as plain Node requires on the server rather than being bundled
  // (prom-client keeps process-wide state; ioredis loads optional parts at run time).
  serverExternalPackages: ["better-sqlite3", "pino", "prom-client", "ioredis"],
};

export default nextConfig;
