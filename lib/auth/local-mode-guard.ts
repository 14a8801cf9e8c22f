// Local mode (no users file, no single sign-on) makes everyone the admin without signing in, so the server itself
// refuses to run in it on any address but loopback: `next start` run by hand skips the launcher's check of HOST.
import { accessConfig } from "../config/access-config";
import { isLoopbackHost } from "../config/env-schema";

/** Where the server listens: a host, `undefined` for every interface, or `null` when the process cannot tell. */
export type ListenHost = string | undefined | null;

/**
 * `next start` takes its host from -H / --hostname (no flag: every interface); a standalone build's server.js from
 * HOSTNAME. `next dev` hands its options to a forked worker over IPC, so the worker's argv and environment hold none.
 */
export function listenHost(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ListenHost {
  const args = argv.slice(2);
  const command = args.findIndex((arg) => !arg.startsWith("-"));
  if (command >= 0 && args[command] === "start") return hostnameOption(args.slice(command + 1));
  if (env.NODE_ENV === "development") return null;
  return env.HOSTNAME || undefined;
}

/** The last -H / --hostname wins, as with Next's own option parser; an empty one means every interface. */
function hostnameOption(args: readonly string[]): string | undefined {
  let host: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--") break;
    if (arg === "-H" || arg === "--hostname") host = args[++index];
    else if (arg.startsWith("--hostname=")) host = arg.slice("--hostname=".length);
    else if (arg.startsWith("-H")) host = arg.slice(2);
  }
  return host || undefined;
}


/** The line to stop the server with, or `undefined` when it may start. */
export function localModeRefusal(local: boolean, host: ListenHost): string | undefined {
  if (!local || host === null || (host !== undefined && isLoopbackHost(host))) return undefined;
  const where = host === undefined ? "every network interface (no -H / HOSTNAME given)" : host;
  return (
    `Refusing to start: no users are configured (local mode: no sign-in, everyone is the admin), so the dashboard ` +
    `listens on 127.0.0.1, ::1 or localhost only, but it was asked to listen on ${where}. ` +
    `Listen on 127.0.0.1 (next start -H 127.0.0.1, or HOSTNAME=127.0.0.1 for a standalone server), or configure ` +
    `users with USERS_FILE or single sign-on with OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and PUBLIC_URL.`
  );
}

/** Called from instrumentation.ts: stops the process, with one line saying why and how to fix it, when refused. */
export function refuseLocalModeOffLoopback(): void {
  const refusal = localModeRefusal(accessConfig().local, listenHost(process.argv, process.env));
  if (refusal === undefined) return;
  console.error(refusal);
  process.exit(2);
}
