"use client";
// The site header on every signed-in screen: a skip link, the product name, the main navigation and the account menu.
// Below the md breakpoint both navigations fold into a "Menu" disclosure button (aria-expanded; Escape closes it and
// returns focus to the button; following a link closes it).
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { AlertsLink } from "@/components/monitor/alerts-link";
import { cx } from "@/components/ui/cx";

const LINKS = [
  { href: "/", label: "Home" },
  { href: "/search/companies", label: "Companies" },
  { href: "/search/procurement", label: "Procurement" },
  { href: "/search/trade", label: "Trade" },
  { href: "/search/charges", label: "Charges" },
  { href: "/search/property", label: "Property" },
  { href: "/compare", label: "Compare" },
];

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";
const linkClass = `inline-flex min-h-9 w-full items-center rounded-md px-2.5 text-ink-muted hover:bg-surface-muted hover:text-ink aria-[current=page]:bg-surface-muted aria-[current=page]:font-semibold aria-[current=page]:text-ink md:w-auto ${focusRing}`;
const MENU_ID = "site-menu";

export interface HeaderUser { name: string; role: "analyst" | "admin"; local: boolean }

export function SiteHeader({ user }: { user: HeaderUser }) {
  const pathname = usePathname();
  // The menu is open for the page it was opened on, so a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);
  const accountLinks = [
    { href: "/watchlists", label: "Watchlists" },
    { href: "/history", label: "My history" },
    // Everyone reads the policy the limits come from; only admins get its form.
    { href: "/policy", label: "Credit policy" },
    ...(user.role === "admin" ? [{ href: "/audit", label: "Audit" }] : []),
    { href: "/account/tokens", label: "API tokens" },
  ];
  const isCurrent = (href: string) => (href === "/" ? pathname === "/" : pathname.startsWith(href));

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <header className="border-b border-line bg-surface print:hidden">
      <a href="#main" className={`sr-only rounded-md bg-brand px-3 py-2 text-brand-ink focus:not-sr-only focus:absolute focus:left-2 focus:top-2 ${focusRing}`}>
        Skip to main content
      </a>
      <div data-testid="site-header-inner" className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className={`font-semibold text-ink rounded-sm ${focusRing}`}>Company due diligence</Link>
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpenOn(open ? null : pathname)}
          className={`ml-auto inline-flex min-h-9 items-center gap-2 rounded-md border border-line px-3 text-sm text-ink hover:bg-surface-muted md:hidden ${focusRing}`}
        >
          <span aria-hidden="true">{open ? "✕" : "☰"}</span>
          Menu
        </button>
        <div
          id={MENU_ID}
          className={cx(
            open ? "flex" : "hidden",
            "w-full flex-col gap-2 border-t border-line pt-2 md:flex md:w-auto md:flex-1 md:flex-row md:flex-wrap md:items-center md:gap-x-6 md:border-0 md:pt-0",
          )}
        >
          <nav aria-label="Main">
            <ul className="flex flex-col gap-1 text-sm md:flex-row md:flex-wrap">
              {LINKS.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} aria-current={isCurrent(link.href) ? "page" : undefined} className={linkClass}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Account" className="flex flex-col gap-1 text-sm md:ml-auto md:flex-row md:flex-wrap md:items-center">
            <AlertsLink className={linkClass} current={isCurrent("/alerts")} />
            {accountLinks.map((link) => (
              <Link key={link.href} href={link.href} aria-current={isCurrent(link.href) ? "page" : undefined} className={linkClass}>{link.label}</Link>
            ))}
            <span className="px-2.5 text-ink-muted">
              {user.local ? "Local mode" : `${user.name} (${user.role})`}
            </span>
            {!user.local && (
              <form method="post" action="/api/auth/signout">
                <button type="submit" className={`inline-flex min-h-9 items-center rounded-md border border-line px-2.5 text-ink hover:bg-surface-muted ${focusRing}`}>
                  Sign out
                </button>
                <button type="submit" name="scope" value="everywhere" className={`inline-flex min-h-9 items-center rounded-md px-2.5 text-ink-muted hover:bg-surface-muted hover:text-ink ${focusRing}`}>
                  Sign out everywhere
                </button>
              </form>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}
