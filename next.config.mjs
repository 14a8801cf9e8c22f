/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and logging modules run as plain Node requires on the server rather than being bundled.
  serverExternalPackages: ["better-sqlite3", "pino"],
};

export default nextConfig;
