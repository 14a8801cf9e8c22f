// The monitor routes' refusal of a query or path parameter, as the operations' input reader words it: the
// parameter's name (clipped, as a caller may send any) in `parameter`, so a form can show it beside its control.
import { problem, type Problem } from "../api/problem";

export function invalidParameter(parameter: string, detail: string): { ok: false; problem: Problem } {
  const name = parameter.slice(0, 50);
  return { ok: false, problem: problem("invalid-parameter", `${name} ${detail}.`, { parameter: name }) };
}
