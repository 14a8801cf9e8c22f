// The windowing code's loader, on its own so that a page can fetch it ahead of a long table (e.g. on the intent to
// open a tab with one) without shipping the table itself in its first load.
export const loadVirtualBody = () => import("./virtual-body");

/** Fetches the windowing code ahead of a long table about to be shown. */
export function preloadWindowing(): void {
  void loadVirtualBody();
}
