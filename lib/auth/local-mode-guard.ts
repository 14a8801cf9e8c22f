// Local mode (no users file, no single sign-on) makes everyone the admin without signing in, so the server itself
// refuses to run in it on any address but loopback: the server (scripts/serve.ts) run by hand skips the launcher's check
// of HOST.
import { accessConfig } from "../config/access-config";
import { isLoopbackHost } from "../config/env-schema";

/** The line to stop the server with, or `undefined` when it may start. */
export function localModeRefusal(local: boolean, host: string | undefined): string | undefined {
  if (!local || (host !== undefined && isLoopbackHost(host))) return undefined;
  const where = host === undefined ? "every network interface (no -H given)" : host;
  return (
    `Refusing to start: no users are configured (local mode: no sign-in, everyone is the admin), so the dashboard ` +
    `listens on 127.0.0.1, ::1 or localhost only, but it was asked to listen on ${where}. ` +
    `Listen on 127.0.0.1 (HOST=127.0.0.1 npm start, or -H 127.0.0.1 for the server itself), or configure ` +
    `users with USERS_FILE or single sign-on with OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and PUBLIC_URL.`
  );
}

/**
 * Called by the server before it listens on `host` (`undefined`: every interface): stops the process, with one line
 * saying why and how to fix it, when refused.
 */
export function refuseLocalModeOffLoopback(host: string | undefined): void {
  const refusal = localModeRefusal(accessConfig().local, host);
  if (refusal === undefined) return;
  console.error(refusal);
  process.exit(2);
}
