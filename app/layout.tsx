import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { SITE_NAME, TITLE_TEMPLATE } from "@/lib/site-title";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: TITLE_TEMPLATE },
  description: "Profiles, officers, ownership, accounts, charges, judgments, property, procurement and trade of UK companies.",
  // Static files in public/; a private dashboard is never indexed (public/robots.txt disallows everything too).
  icons: { icon: [{ url: "/favicon.ico", sizes: "any" }, { url: "/icon.svg", type: "image/svg+xml" }] },
  robots: { index: false, follow: false },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes every page render per request, which the CSP nonce (set by proxy.ts) needs.
  await headers();
  return (
    <html lang="en-GB">
      <body className="min-h-screen antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
