// The headers every answer carries, pages and API alike. next.config.mjs sends them with Next's answers and the
// request gate (lib/api/request-gate.ts) with the refusals it makes before Next runs, so both read this one list.

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** API answers are data, never documents: nothing may load or frame them (pages get their CSP from proxy.ts). */
export const API_HEADERS = [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }];
