// The search screens, as cards on the home page.
import { Link } from "@/components/ui/link";

const SEARCHES = [
  { href: "/search/procurement", title: "Procurement notices", text: "Government contracts by CPV code, status, stage, type and dates." },
  { href: "/search/trade", title: "International trade", text: "Companies importing or exporting under a commodity code." },
  { href: "/search/charges", title: "Charges", text: "Lending by tag, charge type or registration dates." },
  { href: "/search/property", title: "Property titles", text: "The company behind a Land Registry title number." },
];

export function SearchLinks() {
  return (
    <section aria-labelledby="searches-heading" className="flex flex-col gap-3">
      <h2 id="searches-heading" className="text-lg font-semibold">Search</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {SEARCHES.map((search) => (
          <li key={search.href}>
            <Link
              href={search.href}
              className="flex h-full flex-col gap-1 rounded-lg border border-line bg-surface p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <span className="font-semibold text-brand">{search.title}</span>
              <span className="text-sm text-ink-muted">{search.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
