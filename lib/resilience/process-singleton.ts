// One instance per server process. Next may bundle a module into more than one route chunk, and a breaker, a
// bulkhead, a cache or a metrics registry that existed once per chunk would not protect or count anything.
const registry = globalThis as typeof globalThis & { __dashboardSingletons?: Map<string, unknown> };

export function processSingleton<T>(name: string, create: () => T): T {
  registry.__dashboardSingletons ??= new Map();
  if (!registry.__dashboardSingletons.has(name)) registry.__dashboardSingletons.set(name, create());
  return registry.__dashboardSingletons.get(name) as T;
}
