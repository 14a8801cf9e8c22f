"use client";
// Filters, sort orders, pages and year choices live in the URL's search parameters, so reload, back and forward
// reproduce a screen. Discrete choices push a history entry; typing replaces the current one.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

function withChanges(base: string, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(base);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  }
  return next.toString();
}

export function useUrlParams() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // A second change made before the router has delivered the first builds on the first, not on the stale URL.
  const pending = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run each time the router delivers a URL
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const query = withChanges(searchParams.toString(), changes);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, searchParams],
  );

  const set = useCallback(
    (changes: Record<string, string | null>, mode: "push" | "replace" = "push") => {
      // Any change of filter or sort moves the rows, so the page goes back to the first unless it is the change.
      const query = withChanges(pending.current ?? searchParams.toString(), { page: null, ...changes });
      pending.current = query;
      router[mode](query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return { params: searchParams, set, hrefWith };
}
