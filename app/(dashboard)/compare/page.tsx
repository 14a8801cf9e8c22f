// /compare — companies side by side (2–10 with charts) or, up to 200, as a sortable table; the list is in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { CompareScreen } from "@/components/compare/compare-screen";

export const metadata: Metadata = { title: "Compare companies" };

export default function ComparePage() {
  return (
    <main id="main" className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6">
      <Suspense fallback={<h1 className="text-2xl font-semibold">Compare companies</h1>}>
        <CompareScreen />
      </Suspense>
    </main>
  );
}
