// Where to go after signing in: a path on this site only, never another host (an open redirect).
export function safeNextPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\\]/.test(value) || value.startsWith("/signin")) return "/";
  return value.slice(0, 2000);
}
