import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteHeader } from "@/components/home/site-header";
import { SITE_NAME, TITLE_TEMPLATE } from "@/lib/site-title";
import "./globals.css";
import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: TITLE_TEMPLATE },
  description: "Profiles, officers, ownership, accounts, charges, judgments, property, procurement and trade of UK companies.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="min-h-screen antialiased">
        <Providers>
          <SiteHeader />
          {children}
        </Providers>
      </body>
    </html>
  );
}
