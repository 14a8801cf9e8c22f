// The sandbox: a plain node:http server answering the upstream's 20 operations from a generated dataset, with the
// upstream's key check, parameter rules and statuses, so that the BFF can be built and tested without the real API.
import { STATUS_CODES, createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readInput } from "../lib/api/read-input";
import { operations } from "../lib/upstream/operations";
import { carriesFilingHistory, withCompaniesHouseValues } from "./companies-house-style";
import { DOCUMENT_PATH, filingDocument } from "./documents";
import { HANDLERS } from "./responses";
import { matchRoute } from "./router";
import { type ChangeOptions, ChangeClock } from "./change-clock";
import { CONTROL_PATH, answerControl } from "./change-control";
import { sparsify } from "./sparse";
import { SandboxStore } from "./store";

export interface SandboxServerOptions {
  port: number;
  host?: string;
  datasetFile: string;
  apiKeys: string[];
  /** How operations 12–20 answer: a JSON array of records ("list", the default) or the first record alone. */
  recordShape?: "list" | "single";
  /**
   * "spec" (the default) answers with exactly the fields the spec shows, in its types; "sparse" as a loose
   * implementation would (sparse.ts); "companies-house" adds the filing description values Companies House's
   * templates name (companies-house-style.ts).
   */
  style?: SandboxStyle;
  /** A register that changes over simulated time (change-clock.ts); absent, the dataset is served as generated. */
  changes?: ChangeOptions;
}

export type SandboxStyle = "spec" | "sparse" | "companies-house";

export interface SandboxServer {
  url: string;
  close(): Promise<void>;
}

export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const store = new SandboxStore(options.datasetFile);
  const keys = new Set(options.apiKeys);
  const shape = options.recordShape ?? "list";
  const style = options.style ?? "spec";
  const clock = options.changes ? new ChangeClock(options.changes, (number) => store.generatedCompany(number), () => store.companyNumbers()) : undefined;
  store.overlay = clock?.overlay;
  // noDelay: responses of tens of kilobytes otherwise wait on delayed ACKs when several requests are in flight.
  const server = createServer({ noDelay: true, keepAlive: true }, (request, response) => {
    try {
      clock?.sync();
      const path = (request.url ?? "/").split("?")[0];
      // The test controls answer only with a valid key, and only where the register changes.
      if (clock && CONTROL_PATH.test(path) && keys.has(String(request.headers["x-api-key"] ?? ""))) {
        const control = answerControl(clock, request.method ?? "GET", new URL(request.url ?? "/", "http://sandbox"));
        send(response, control.status, JSON.stringify(control.body));
        return;
      }
      answer(request, response, store, keys, shape, style);
    } catch (error) {
      send(response, 500, errorBody(500, error instanceof Error ? error.message : "Unexpected error"));
    }
  });
  server.keepAliveTimeout = 5_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          store.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

function answer(
  request: IncomingMessage, response: ServerResponse, store: SandboxStore, keys: Set<string>, shape: "list" | "single", style: SandboxStyle,
): void {
  if (request.method !== "GET") {
    send(response, 405, errorBody(405, `Method ${request.method ?? ""} is not allowed: every operation is a GET.`), { allow: "GET" });
    return;
  }
  const key = request.headers["x-api-key"];
  if (typeof key !== "string" || key.trim() === "") {
    send(response, 401, errorBody(401, "The x-api-key header is missing."));
    return;
  }
  if (!keys.has(key)) {
    send(response, 403, errorBody(403, "The API key is not valid."));
    return;
  }
  const url = new URL(request.url ?? "/", "http://sandbox");
  const document = DOCUMENT_PATH.exec(url.pathname);
  if (document) {
    sendDocument(response, store, document[1], document[2]);
    return;
  }
  const match = matchRoute(url.pathname);
  if (!match) {
    send(response, 404, errorBody(404, `No operation at ${url.pathname}.`));
    return;
  }
  const operation = operations[match.id];
  const input = readInput(operation, match.params, url.searchParams);
  if (!input.ok) {
    send(response, 400, errorBody(400, input.problem.detail));
    return;
  }
  const result = HANDLERS[match.id](store, input.input);
  if (!result) {
    send(response, 404, errorBody(404, `Record not found: no ${operation.missing ?? "record"} for this request.`));
    return;
  }
  const body = "record" in result ? result.record : shape === "single" ? result.list[0] : `[${result.list.join(",")}]`;
  if (style === "sparse") send(response, 200, JSON.stringify(sparsify(JSON.parse(body))));
  else if (style === "companies-house" && carriesFilingHistory(match.id)) {
    send(response, 200, withCompaniesHouseValues(match.id, body, store.company(match.params.crn)?.filing_values ?? "{}"));
  } else send(response, 200, body);
}

/** A filing's document (documents.ts), the one answer that is not JSON. */
function sendDocument(response: ServerResponse, store: SandboxStore, crn: string, transactionId: string): void {
  // Malformed percent-encoding names no filing: a 404 like any other unknown document.
  const decode = (text: string) => { try { return decodeURIComponent(text); } catch { return ""; } };
  filingDocument(store, decode(crn), decode(transactionId)).then(
    (pdf) => {
      if (!pdf) {
        send(response, 404, errorBody(404, "Record not found: no document for this filing."));
        return;
      }
      response.writeHead(200, { "content-type": "application/pdf", "content-length": pdf.byteLength });
      response.end(pdf);
    },
    (error: unknown) => send(response, 500, errorBody(500, error instanceof Error ? error.message : "Unexpected error")),
  );
}

function errorBody(status: number, message: string): string {
  return JSON.stringify({ status, error: STATUS_CODES[status] ?? "Error", message });
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}
