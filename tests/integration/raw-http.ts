// HTTP as an attacker writes it: any method, any request target (bytes as given), from a chosen local address.
import http from "node:http";
import net from "node:net";

export interface RawExchange {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written byte for byte on a fresh connection (`Connection: close`), and the answer's head and body. */
export function rawExchange(baseUrl: string, method: string, target: string | Buffer, headers: Record<string, string> = {}): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  const head = Buffer.concat([
    Buffer.from(`${method} `, "latin1"),
    typeof target === "string" ? Buffer.from(target, "latin1") : target,
    Buffer.from(` HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n`, "latin1"),
    Buffer.from(Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join(""), "latin1"),
    Buffer.from("\r\n", "latin1"),
  ]);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.setTimeout(60_000, () => socket.destroy(new Error(`no answer to ${method} ${String(target).slice(0, 80)}`)));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" ? finish() : reject(error)));
    socket.on("end", finish);
    function finish() {
      const text = Buffer.concat(chunks).toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const [statusLine, ...lines] = (split < 0 ? text : text.slice(0, split)).split("\r\n");
      const parsed = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? "")?.[1] ?? 0), headers: parsed, body: split < 0 ? "" : text.slice(split + 4) });
    }
  });
}

export interface FormAnswer {
  status: number;
  location: string | null;
  /** `name=value` of the session cookie set, if any. */
  cookie: string | null;
  headers: http.IncomingHttpHeaders;
}

/** Posts a form from `localAddress` (any 127.x.y.z reaches a loopback server), as a browser on that machine would. */
export function postForm(baseUrl: string, path: string, form: Record<string, string>, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<FormAnswer> {
  const body = new URLSearchParams(form).toString();
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({
      hostname, port, path, method: "POST", localAddress: options.localAddress ?? "127.0.0.1",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin: baseUrl, ...options.headers },
    }, (response) => {
      response.resume();
      response.on("end", () => {
        const setCookie = response.headers["set-cookie"]?.map((line) => /dd-session=[^;]*/.exec(line)?.[0]).find(Boolean) ?? null;
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, cookie: setCookie && setCookie !== "dd-session=" ? setCookie : null, headers: response.headers });
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** A GET from `localAddress`, with optional headers; answers the status and the parsed JSON body (or null). */
export function getFrom(baseUrl: string, path: string, options: { localAddress?: string; headers?: Record<string, string> } = {}): Promise<{ status: number; json: unknown; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path, localAddress: options.localAddress ?? "127.0.0.1", headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        let json: unknown = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          json = null;
        }
        resolve({ status: response.statusCode ?? 0, json, headers: response.headers });
      });
      // An answer cut off mid-body (its server died after sending the headers) fails rather than hangs.
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
