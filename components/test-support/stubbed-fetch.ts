// The browser's fetch stood in for by a mock for the tests of the enclosing file: reset before each test and put back
// after it. A test tells it what the BFF answers (`mockResolvedValueOnce`) and reads what was asked (`mock.calls`).
import { afterEach, beforeEach, vi } from "vitest";

export function stubbedFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
