// / — find a company by number, see the credit reviews that are due, reopen a recent one, or go to a search screen.
import { CompanySearch } from "@/components/home/company-search";
import { RecentCompanies } from "@/components/home/recent-companies";
import { ReviewsDue } from "@/components/home/reviews-due";
import { SearchLinks } from "@/components/home/search-links";

export default function HomePage() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <section aria-labelledby="home-heading" className="flex flex-col gap-4">
        <h1 id="home-heading" className="text-2xl font-semibold">Company due diligence</h1>
        <CompanySearch />
      </section>
      <ReviewsDue />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <SearchLinks />
        <RecentCompanies />
      </div>
    </main>
  );
}
