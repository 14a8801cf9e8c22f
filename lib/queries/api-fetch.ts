// The browser's one way to call the BFF: JSON in, and an ApiError carrying the problem's status, code and detail out.
import { recordFreshness } from "./data-freshness";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    readonly detail: string,
    /** The request field or parameter the problem names, when it names one (a form shows it beside that control). */
    readonly parameter: string | null = null,
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

export async function apiFetch<T>(path: string, init?: { signal?: AbortSignal; method?: "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    response = init?.method
      ? await fetch(path, { method: init.method, headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(init.body), signal: init.signal })
      : await fetch(path, { headers: { accept: "application/json" }, signal: init?.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network-error", "No connection", "This dashboard's server could not be reached. Check your connection and retry.");
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    recordFreshness(path, response.headers);
    return body as T;
  }
  // The session ended (expired or signed out elsewhere): sign in again and come back here.
  if (response.status === 401 && typeof window !== "undefined") {
    window.location.assign(`/signin?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  const problem = (body ?? {}) as Partial<Record<"code" | "title" | "detail" | "parameter", string>>;
  throw new ApiError(
    response.status,
    problem.code ?? "http-error",
    problem.title ?? `Request failed (${response.status})`,
    problem.detail ?? `The server answered ${response.status}.`,
    typeof problem.parameter === "string" ? problem.parameter : null,
  );
}

/** Builds a BFF path from a template and values, encoding every value and dropping empty query values. */
export function apiPath(path: string, query: Record<string, string | number | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
