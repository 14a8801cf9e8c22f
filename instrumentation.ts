// Runs once when the server starts, before it answers any request: a production server refuses to run without the
// request gate in front of it (plain `next start` instead of scripts/serve.ts, which also checks local mode's
// address before Next starts); the monitor's scheduler starts, and the screening lists are kept in force, each new
// version re-screening the watched companies. The Node-only code sits behind the runtime check in its own module, so
// the Edge bundle of this file never holds it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseToServeUngated } = await import("./lib/api/gate-marker");
    refuseToServeUngated();
    const { startScheduler } = await import("./lib/monitor/scheduler");
    startScheduler();
    // Re-screening listens before the lists load, so the first version in force screens the watched companies.
    const { startRescreening } = await import("./lib/screening/rescreen");
    startRescreening();
    const { startListReloads } = await import("./lib/screening/list-reload-start");
    startListReloads();
  }
}
