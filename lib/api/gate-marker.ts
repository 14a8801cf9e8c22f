// Whether this process serves through the request gate (./request-gate.ts): the dashboard's server marks it before
// Next.js starts, and instrumentation.ts refuses to run a production server without it (plain `next start` would
// leave the connection's address unrecorded, a client-set copy of its header believed, and bodies and stalls
// unbounded). No imports: the instrumentation bundle and the server's own copy of the gate read one flag on globalThis.

const KEY = Symbol.for("dashboard.requestGate");

type Holder = { [KEY]?: true };

export function markGateInFront(): void {
  (globalThis as Holder)[KEY] = true;
}

export function gateInFront(): boolean {
  return (globalThis as Holder)[KEY] === true;
}

/** Called from instrumentation.ts: stops a production server started without the gate, saying how to start it. */
export function refuseToServeUngated(): void {
  // `next dev` has no gate: a development server is not one to expose.
  if (process.env.NODE_ENV !== "production" || gateInFront()) return;
  console.error(
    "Refusing to start: the dashboard serves only behind its request gate. Start it with `npm start`, or " +
      "`node scripts/serve.mjs -p PORT -H HOST` after `npm run build`, not `next start`.",
  );
  process.exit(2);
}
