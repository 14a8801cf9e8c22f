// The floor app's own (empty) instrumentation hook. Without it, building under the project's root (turbopack.root)
// picks up the dashboard's instrumentation.ts, and the floor would run the dashboard's request gate and monitor.
export function register() {}
