"use client";
// The site header on every signed-in screen: a skip link, the product name, the main navigation and the account menu.
import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/search/companies", label: "Companies" },
  { href: "/search/procurement", label: "Procurement" },
  { href: "/search/trade", label: "Trade" },
  { href: "/search/charges", label: "Charges" },
  { href: "/search/property", label: "Property" },
];

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export interface HeaderUser { name: string; role: "analyst" | "admin"; local: boolean }

export function SiteHeader({ user }: { user: HeaderUser }) {
  const pathname = usePathname();
  const accountLinks = [
    { href: "/history", label: "My history" },
    ...(user.role === "admin" ? [{ href: "/audit", label: "Audit" }] : []),
    { href: "/account/tokens", label: "API tokens" },
  ];
  const isCurrent = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));
  return (
    <header className="border-b border-line bg-surface">
      <a href="#main" className={`sr-only rounded-md bg-brand px-3 py-2 text-brand-ink focus:not-sr-only focus:absolute focus:left-2 focus:top-2 ${focusRing}`}>
        Skip to main content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className={`font-semibold text-ink rounded-sm ${focusRing}`}>Company due diligence</Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isCurrent(link.href) ? "page" : undefined}
                  className={`inline-flex min-h-9 items-center rounded-md px-2.5 text-ink-muted hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-surface-muted aria-[current=page]:font-semibold aria-[current=page]:text-ink ${focusRing}`}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account" className="ml-auto flex flex-wrap items-center gap-x-1 gap-y-1 text-sm">
          {accountLinks.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              aria-current={isCurrent(link.href) ? "page" : undefined}
              className={`inline-flex min-h-9 items-center rounded-md px-2.5 text-ink-muted hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-surface-muted aria-[current=page]:font-semibold aria-[current=page]:text-ink ${focusRing}`}
            >
              {link.label}
            </Link>
          ))}
          <span className="px-2.5 text-ink-muted">
            {user.local ? "Local mode" : `${user.name} (${user.role})`}
          </span>
          {!user.local && (
            <form method="post" action="/api/auth/signout">
              <button type="submit" className={`inline-flex min-h-9 items-center rounded-md border border-line px-2.5 text-ink hover:bg-surface-muted ${focusRing}`}>
                Sign out
              </button>
              <button type="submit" name="scope" value="everywhere" className={`ml-1 inline-flex min-h-9 items-center rounded-md px-2.5 text-ink-muted hover:bg-surface-muted hover:text-ink ${focusRing}`}>
                Sign out everywhere
              </button>
            </form>
          )}
        </nav>
      </div>
    </header>
  );
}
