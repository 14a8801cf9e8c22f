// The floor app's configuration: nothing but what any production Next.js app has. FLOOR_ROOT is the project root,
// whose node_modules hold the same `next` the dashboard runs (the app is built inside bench/tmp, under that root).

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  turbopack: { root: process.env.FLOOR_ROOT },
};

export default nextConfig;
