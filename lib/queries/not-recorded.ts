// "The service has no record" against "the lookup failed": the data service answers 404 when it holds nothing of a
// kind for a company (no trading address, no officers for a limited partnership), which the BFF passes on as the
// problem code "not-found". That is a fact about the company, shown as a neutral "None recorded"; every other
// problem is a failure, shown as an error with Retry where trying again could help.
import { ApiError } from "./api-fetch";

export function isNotRecorded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404 && error.code === "not-found";
}

/**
 * A lookup whose "no record" answer is kept as null, an answer like any other: cached and fresh for as long as data
 * is, where an error would be asked for again by the next intent and again when its panel mounts.
 */
export async function noneWhenNotRecorded<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (isNotRecorded(error)) return null;
    throw error;
  }
}
