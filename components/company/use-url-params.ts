"use client";
// Filters, sort orders, pages and year choices live in the URL's search parameters, so reload, back and forward
// reproduce a screen. Discrete choices push a history entry; typing replaces the current one.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

export function useUrlParams() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();

  const hrefWith = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(searchParams.toString());
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(name);
        else next.set(name, value);
      }
      const query = next.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, searchParams],
  );

  const set = useCallback(
    (changes: Record<string, string | null>, mode: "push" | "replace" = "push") => {
      // Any change of filter or sort moves the rows, so the page goes back to the first unless it is the change.
      router[mode](hrefWith({ page: null, ...changes }), { scroll: false });
    },
    [hrefWith, router],
  );

  return { params: searchParams, set, hrefWith };
}
