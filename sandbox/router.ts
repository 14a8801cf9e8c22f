// Matches request paths against the operations table's path templates (nothing here restates a path).
import { operations, type OperationId } from "../lib/upstream/operations";

export interface Match {
  id: OperationId;
  params: Record<string, string>;
}

interface Route {
  id: OperationId;
  pattern: RegExp;
  names: string[];
  literals: number;
}

function compile(id: OperationId, template: string): Route {
  const names: string[] = [];
  const segments = template.split("/").slice(1);
  const source = segments
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(param[1]);
      return "([^/]+)";
    })
    .join("/");
  return { id, pattern: new RegExp(`^/${source}$`), names, literals: segments.length - names.length };
}

// Literal segments win over parameters: /charges/unsecured is operation 12, not operation 11 for "unsecured".
const ROUTES: Route[] = (Object.keys(operations) as OperationId[])
  .map((id) => compile(id, operations[id].path))
  .sort((a, b) => b.literals - a.literals || a.names.length - b.names.length);

export function matchRoute(pathname: string): Match | null {
  for (const route of ROUTES) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    try {
      route.names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1]);
      });
    } catch {
      return null;
    }
    return { id: route.id, params };
  }
  return null;
}
