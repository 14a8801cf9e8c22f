import "server-only";
// The BFF's API is same-origin only: it sends no CORS headers, and a state-changing request must come from this
// origin (Sec-Fetch-Site, else Origin). Scripts using a bearer token send neither and carry no ambient credentials.
import { accessConfig } from "../config/access-config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Why the request is refused as cross-site, or null when it may proceed. */
export function crossSiteRefusal(request: { method: string; headers: Pick<Headers, "get" | "has"> }): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return `the request came from another site (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    return allowedOrigins(request).includes(origin) ? null : "the request's Origin is not this dashboard";
  }
  if (fetchSite === "same-origin") return null;
  return request.headers.has("authorization") ? null : "a state-changing request must carry Origin or Sec-Fetch-Site";
}

function allowedOrigins(request: { headers: Pick<Headers, "get"> }): string[] {
  const { publicUrl, https } = accessConfig();
  if (publicUrl) return [new URL(publicUrl).origin];
  const host = request.headers.get("host");
  return host ? [`${https ? "https" : "http"}://${host}`] : [];
}
