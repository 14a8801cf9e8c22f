"use client";
// Every in-app link: Next's <Link>, fetching the page it leads to when the analyst shows the intent to follow it
// (pointer over it, focus on it, a touch), not when it scrolls into view. Next's default prefetches every link in
// view, two requests each: a header, a tab strip and a list of companies make dozens per page, and with a team on one
// server they were most of its CPU (bench/RESULTS.md, arm 10), while the analyst follows one of them.
import NextLink from "next/link";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent, useContext } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "prefetch"> & { href: string };

export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  // Read as Next's own link reads it: absent outside the app's router (a component test), where nothing is prefetched.
  const router = useContext(AppRouterContext);
  const prefetch = () => router?.prefetch(href);
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
