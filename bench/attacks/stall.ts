// Slow bodies: a request whose body never finishes (and one whose head never finishes), timed until the server
// lets go of the connection. Waits at most `capSeconds`: a connection still held then is reported as held that long.
import net from "node:net";
import type { Finding } from "./finding";
import { ms } from "./http";
import { setting } from "./setting";
import type { AttackTarget } from "./target";

function holdTime(target: AttackTarget, head: string, capSeconds: number): Promise<{ ms: number; cut: boolean; answer: string }> {
  const { hostname, port } = new URL(target.url);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    let answer = "";
    const done = (cut: boolean) => {
      clearTimeout(cap);
      socket.destroy();
      resolve({ ms: performance.now() - started, cut, answer: /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? "none" });
    };
    const cap = setTimeout(() => done(false), capSeconds * 1000);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("close", () => done(true));
    socket.on("error", () => undefined);
  });
}

export async function stalledBody(target: AttackTarget, capSeconds: number): Promise<Finding> {
  const { host } = new URL(target.url);
  const body = await holdTime(target, [
    "POST /api/auth/signin HTTP/1.1", `Host: ${host}`, `Origin: ${target.url}`, "Content-Type: application/x-www-form-urlencoded",
    "Content-Length: 1000", "", "username=a",
  ].join("\r\n"), capSeconds);
  const head = await holdTime(target, `GET /api/health HTTP/1.1\r\nHost: ${host}\r\nX-Slow: `, capSeconds);
  const bodyBound = setting(target.limits, "REQUEST_BODY_TIMEOUT_MS") as number | undefined;
  const headBound = setting(target.limits, "REQUEST_HEADERS_TIMEOUT_MS") as number | undefined;
  const shown = (hold: { ms: number; cut: boolean; answer: string }) =>
    hold.cut ? `${ms(hold.ms)} (answer ${hold.answer})` : `still held after ${capSeconds} s (stopped waiting)`;
  return {
    name: "Stalled body",
    attack: "a sign-in POST declaring 1,000 bytes that sends 10 and stops; a request head that stops mid-header",
    before: "the connection held 324 s",
    now: `body: connection closed after ${shown(body)}; head: ${shown(head)}`,
    bound: bodyBound === undefined
      ? "not configurable yet (REQUEST_BODY_TIMEOUT_MS not in this build's settings)"
      : `body within REQUEST_BODY_TIMEOUT_MS (${ms(bodyBound)}), head within REQUEST_HEADERS_TIMEOUT_MS (${ms(headBound ?? 0)}), plus a second's slack`,
    holds: bodyBound === undefined ? false : body.cut && body.ms <= bodyBound + 1000 && head.cut && head.ms <= (headBound ?? 0) + 1000,
    figures: { body, head, capSeconds },
  };
}
