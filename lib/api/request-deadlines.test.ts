// The deadlines' decisions, pure, then the connection watch driven by fake timers and stand-in sockets.
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodyStep, hasBody, headStep, requestArrived, type StallAnswers, watchConnection } from "./request-deadlines";

describe("headStep", () => {
  it.each([
    ["fresh", true, { kind: "answer" }],
    ["fresh", false, { kind: "close" }],
    ["idle", true, { kind: "answer" }],
    ["idle", false, { kind: "wait", phase: "quiet" }],
    ["quiet", false, { kind: "wait", phase: "quiet" }],
    ["quiet", true, { kind: "wait", phase: "sending" }],
    ["sending", true, { kind: "answer" }],
    ["sending", false, { kind: "answer" }],
  ] as const)("%s, bytes sent: %s → %o", (phase, sent, expected) => {
    expect(headStep(phase, sent)).toEqual(expected);
  });
});

describe("bodyStep and hasBody", () => {
  it("leaves a whole body alone, answers a short one, cuts one whose answer has begun", () => {
    expect(bodyStep({ complete: true, answerStarted: false })).toBe("none");
    expect(bodyStep({ complete: true, answerStarted: true })).toBe("none");
    expect(bodyStep({ complete: false, answerStarted: false })).toBe("answer");
    expect(bodyStep({ complete: false, answerStarted: true })).toBe("destroy");
  });

  it("reads a body from a positive Content-Length or any Transfer-Encoding", () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ "content-length": "0" })).toBe(false);
    expect(hasBody({ "content-length": "100" })).toBe(true);
    expect(hasBody({ "transfer-encoding": "chunked" })).toBe(true);
  });
});

class FakeSocket extends EventEmitter {
  bytesRead = 0;
  destroyed = false;
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
}

const DEADLINES = { headersTimeoutMs: 1000, bodyTimeoutMs: 2000 };

describe("a watched connection", () => {
  let answers: { headStalled: ReturnType<typeof vi.fn>; bodyStalled: ReturnType<typeof vi.fn> };
  let socket: FakeSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    answers = { headStalled: vi.fn(), bodyStalled: vi.fn() };
    socket = new FakeSocket();
    watchConnection(socket as unknown as Socket, DEADLINES, answers as unknown as StallAnswers);
  });
  afterEach(() => vi.useRealTimers());

  const arrive = (headers: Record<string, string>, complete = false) => {
    const request = Object.assign(new EventEmitter(), { socket, headers, complete }) as unknown as IncomingMessage;
    const response = Object.assign(new EventEmitter(), { headersSent: false, writableFinished: false }) as unknown as ServerResponse;
    requestArrived(request, response);
    return { request, response };
  };

  it("closes a new connection that sent nothing, without an answer", async () => {
    await vi.advanceTimersByTimeAsync(1001);
    expect(socket.destroyed).toBe(true);
    expect(answers.headStalled).not.toHaveBeenCalled();
  });

  it("answers 408 when half a head arrived and stalled", async () => {
    socket.bytesRead = 20;
    await vi.advanceTimersByTimeAsync(999);
    expect(answers.headStalled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(answers.headStalled).toHaveBeenCalledWith(socket);
  });

  it("stops the head's timer at the request; a body that arrives in time is left alone", async () => {
    socket.bytesRead = 200;
    const { request } = arrive({ "content-length": "100" });
    await vi.advanceTimersByTimeAsync(1500);
    expect(answers.headStalled).not.toHaveBeenCalled();
    (request as { complete: boolean }).complete = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(answers.bodyStalled).not.toHaveBeenCalled();
    expect(socket.destroyed).toBe(false);
  });

  it("answers a body still incomplete at its deadline, however steadily it was arriving", async () => {
    const { request, response } = arrive({ "content-length": "100" });
    for (let step = 0; step < 19; step += 1) {
      socket.bytesRead += 5;
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(answers.bodyStalled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(101);
    expect(answers.bodyStalled).toHaveBeenCalledWith(request, response);
  });

  it("cuts a stalled body whose answer has already begun", async () => {
    const { response } = arrive({ "transfer-encoding": "chunked" });
    (response as { headersSent: boolean }).headersSent = true;
    await vi.advanceTimersByTimeAsync(2001);
    expect(answers.bodyStalled).not.toHaveBeenCalled();
    expect(socket.destroyed).toBe(true);
  });

  it("times a kept-alive connection again from its answer: a stalled head gets 408, silence is left to keep-alive", async () => {
    socket.bytesRead = 100;
    const { response } = arrive({});
    await vi.advanceTimersByTimeAsync(3000);
    response.emit("close");
    await vi.advanceTimersByTimeAsync(1001);
    expect(socket.destroyed).toBe(false);
    // Bytes first seen after a quiet spell get one whole timeout from when they were seen.
    socket.bytesRead = 110;
    await vi.advanceTimersByTimeAsync(1500);
    expect(answers.headStalled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(answers.headStalled).toHaveBeenCalledTimes(1);
  });

  it("answers a kept-alive connection that starts a head right after its answer and stalls", async () => {
    const { response } = arrive({});
    response.emit("close");
    socket.bytesRead = 30;
    await vi.advanceTimersByTimeAsync(1001);
    expect(answers.headStalled).toHaveBeenCalledTimes(1);
  });
});
