// /compare — companies side by side (2–10 with charts) or, up to 200, as a sortable table; the list is in the URL.
import type { Metadata } from "next";
import { Suspense } from "react";
import { CompareScreen } from "@/components/compare/compare-screen";

export const metadata: Metadata = { title: "Compare companies" };

export default function ComparePage() {
  return (
    <Suspense fallback={<h1 className="text-2xl font-semibold">Compare companies</h1>}>
      <CompareScreen />
    </Suspense>
  );
}
