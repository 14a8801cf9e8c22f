// Where the dashboard's server (scripts/serve.ts) listens, from its command line as `next start` takes it: -p / --port
// (else PORT, else 3000) and -H / --hostname (none: every interface). HOSTNAME is not read: shells and containers set
// it to the machine's name.

export interface ListenOptions {
  port: number;
  /** The address to listen on; undefined for every interface. */
  host: string | undefined;
}

export function listenOptions(args: readonly string[], env: Readonly<Record<string, string | undefined>>): ListenOptions {
  let port: string | undefined;
  let host: string | undefined;
  // The last of each wins, as with Next's own option parser; `--` ends the options.
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === "--") break;
    if (arg === "-H" || arg === "--hostname") host = args[++index];
    else if (arg.startsWith("--hostname=")) host = arg.slice("--hostname=".length);
    else if (arg.startsWith("-H")) host = arg.slice(2);
    else if (arg === "-p" || arg === "--port") port = args[++index];
    else if (arg.startsWith("--port=")) port = arg.slice("--port=".length);
    else if (arg.startsWith("-p")) port = arg.slice(2);
    else throw new Error(`Unknown option ${JSON.stringify(arg)}: the server takes -p PORT and -H HOST.`);
  }
  port ??= env.PORT || "3000";
  const number = Number(port);
  if (!/^\d+$/.test(port) || number > 65_535) throw new Error(`The port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}.`);
  return { port: number, host: host || undefined };
}
