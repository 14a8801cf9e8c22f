// How long a client may take to send a request: its head within REQUEST_HEADERS_TIMEOUT_MS of the connection (or of
// the previous answer on a kept-alive one), its body within REQUEST_BODY_TIMEOUT_MS of the head. Node's own bounds
// (headersTimeout, requestTimeout) are checked only every 30 s, so a stalled body would hold its connection for up to
// that much longer: the server (lib/api/request-gate.ts: gatedServer) keeps them only as a backstop and watches each
// connection from its 'connection' event: a timer until the parser's 'request', started again when the answers finish.
// A connection upgraded (Next's own 'upgrade' listener; the dashboard serves no WebSockets) is never told to the watch,
// so one Next leaves open is closed when its head's timer runs out.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface Deadlines {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

/**
 * Where a connection stands while no request is in progress: just accepted ("fresh"), idle after an answer
 * ("idle"), still idle after a whole timeout ("quiet"), or having started a head after a quiet spell ("sending").
 */
export type HeadPhase = "fresh" | "idle" | "quiet" | "sending";

/** What to do when the head's timer runs out, given whether any byte arrived since the timer started. */
export type HeadStep = { kind: "answer" } | { kind: "close" } | { kind: "wait"; phase: HeadPhase };

export function headStep(phase: HeadPhase, sentSinceStart: boolean): HeadStep {
  switch (phase) {
    // A part of a head that has not completed in time is answered 408; a new connection that sent nothing is closed.
    case "fresh":
      return sentSinceStart ? { kind: "answer" } : { kind: "close" };
    case "idle":
      // A kept-alive connection that sent nothing is left to Node's keepAliveTimeout, which clients are told in the
      // Keep-Alive header: closing it sooner would break a client reusing it just then.
      return sentSinceStart ? { kind: "answer" } : { kind: "wait", phase: "quiet" };
    case "quiet":
      // Bytes first seen now may have arrived a moment ago: the head gets one whole timeout from here.
      return sentSinceStart ? { kind: "wait", phase: "sending" } : { kind: "wait", phase: "quiet" };
    case "sending":
      return { kind: "answer" };
  }
}

/** What to do when a body's timer runs out: nothing if it arrived whole, else a 408, or a cut if an answer has begun. */
export function bodyStep(state: { complete: boolean; answerStarted: boolean }): "none" | "answer" | "destroy" {
  if (state.complete) return "none";
  return state.answerStarted ? "destroy" : "answer";
}

/** Whether a request announces a body (a positive Content-Length, or any Transfer-Encoding). */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = Number(headers["content-length"] ?? "0");
  return !Number.isFinite(length) || length > 0;
}

/** How the server answers a stall: the gate's problems, with its headers. */
export interface StallAnswers {
  /** Answer 408 on a connection whose head stalled, then close it. */
  headStalled(socket: Socket): void;
  /** Answer 408 to a request whose body stalled, then close the connection. */
  bodyStalled(request: IncomingMessage, response: ServerResponse): void;
}

/** A timer that decides after the event loop's next look at the sockets, so bytes already received are counted. */
function after(ms: number, decide: () => void): NodeJS.Timeout {
  return setTimeout(() => setImmediate(decide), ms).unref();
}

class ConnectionWatch {
  private timer: NodeJS.Timeout | undefined;
  private inProgress = 0;
  private stopped = false;

  constructor(
    private readonly socket: Socket,
    private readonly deadlines: Deadlines,
    private readonly answers: StallAnswers,
  ) {
    socket.once("close", () => this.stop());
    this.awaitHead("fresh");
  }

  requestArrived(request: IncomingMessage, response: ServerResponse): void {
    clearTimeout(this.timer);
    this.inProgress += 1;
    const bodyTimer = hasBody(request.headers)
      ? after(this.deadlines.bodyTimeoutMs, () => this.bodyDue(request, response))
      : undefined;
    // 'close' follows 'finish' on every answer, and also comes when the connection is lost mid-answer.
    response.once("close", () => {
      clearTimeout(bodyTimer);
      this.inProgress -= 1;
      if (this.inProgress === 0) this.awaitHead("idle");
    });
  }

  /** The connection closed: nothing more to time. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private awaitHead(phase: HeadPhase): void {
    if (this.stopped || this.socket.destroyed) return;
    const mark = this.socket.bytesRead;
    this.timer = after(this.deadlines.headersTimeoutMs, () => {
      if (this.stopped || this.socket.destroyed || this.inProgress > 0) return;
      const step = headStep(phase, this.socket.bytesRead > mark);
      if (step.kind === "wait") this.awaitHead(step.phase);
      else if (step.kind === "answer") this.answers.headStalled(this.socket);
      else this.socket.destroy();
    });
  }

  private bodyDue(request: IncomingMessage, response: ServerResponse): void {
    if (this.socket.destroyed || response.writableFinished) return;
    const step = bodyStep({ complete: request.complete, answerStarted: response.headersSent });
    if (step === "answer") this.answers.bodyStalled(request, response);
    else if (step === "destroy") this.socket.destroy();
  }
}

const watches = new WeakMap<Socket, ConnectionWatch>();

/** Starts timing a newly accepted connection (call after the HTTP server's own 'connection' listener). */
export function watchConnection(socket: Socket, deadlines: Deadlines, answers: StallAnswers): void {
  // Only a real socket counts what it has read; anything else handed to 'connection' is left to Node.
  if (typeof socket.bytesRead !== "number" || watches.has(socket)) return;
  watches.set(socket, new ConnectionWatch(socket, deadlines, answers));
}

/** A request's head has arrived: stops the head's timer, starts the body's. */
export function requestArrived(request: IncomingMessage, response: ServerResponse): void {
  watches.get(request.socket)?.requestArrived(request, response);
}
