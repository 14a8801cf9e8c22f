// The search screens keep their filters in the URL with nuqs; its App Router adapter serves only these screens, so
// no other page loads it.
import { NuqsAdapter } from "nuqs/adapters/next/app";
import type { ReactNode } from "react";

export default function SearchLayout({ children }: { children: ReactNode }) {
  return <NuqsAdapter>{children}</NuqsAdapter>;
}
