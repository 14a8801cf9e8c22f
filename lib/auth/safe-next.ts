// Where to go after signing in: a path on this site only, never another host (an open redirect), written as a URL
// serialises it (non-ASCII percent-encoded), so that it always fits a Location header.
export function safeNextPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\\]/.test(value) || value.startsWith("/signin")) return "/";
  let url: URL;
  try {
    url = new URL(value.slice(0, 2000), "http://this.site");
  } catch {
    return "/";
  }
  if (url.origin !== "http://this.site") return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return /^[\x21-\x7e]+$/.test(path) && !path.startsWith("/signin") ? path : "/";
}
