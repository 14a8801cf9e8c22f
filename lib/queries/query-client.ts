// One QueryClient factory with the app's shared defaults.
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-fetch";

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // A refusal or a missing record will not change on retry; a failed or slow upstream may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
