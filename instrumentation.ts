// Runs once when the server starts, before it answers any request: in local mode it stops unless bound to loopback,
// and the request gate goes in front of Next's request handling (lib/api/request-gate.ts); the monitor's scheduler starts.
// The Node-only code sits behind the runtime check in its own module, so the Edge bundle of this file never holds it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseLocalModeOffLoopback } = await import("./lib/auth/local-mode-guard");
    refuseLocalModeOffLoopback();
    const { installRequestGate } = await import("./lib/api/request-gate");
    installRequestGate();
    const { startScheduler } = await import("./lib/monitor/scheduler");
    startScheduler();
  }
}
