// A small reader for `--name value` flags and positional arguments, shared by the directory scripts.
export interface CliArgs {
  flags: Map<string, string>;
  positional: string[];
}

/** Flags listed in `booleans` take no value; every other `--flag` takes the next argument. */
export function readArgs(argv: readonly string[], booleans: readonly string[] = []): CliArgs {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith("--")) positional.push(arg);
    else if (booleans.includes(arg.slice(2))) flags.set(arg.slice(2), "true");
    else {
      index += 1;
      flags.set(arg.slice(2), argv[index] ?? "");
    }
  }
  return { flags, positional };
}

export function intFlag(args: CliArgs, name: string, fallback: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number; got '${raw}'`);
  return value;
}
