// Set by proxy.ts for the way back after sign-in only; nothing is decided on it (and safeNextPath checks it).
export const REQUEST_PATH_HEADER = "x-dashboard-path";
