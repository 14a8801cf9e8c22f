// A list file as numbered lines, streamed (a million entities never sit in memory at once), with a hash of its bytes
// as they pass: the list's version when its path names none.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

export interface NumberedLine {
  /** 1-based, counting blank lines, as an editor shows it. */
  number: number;
  text: string;
}

export interface LineStream {
  lines: AsyncIterable<NumberedLine>;
  /** The hash of every byte read, once `lines` has been read to its end. */
  digest(): string;
}

export function streamLines(file: string): LineStream {
  const hash = createHash("sha256");
  let digest: string | undefined;
  async function* lines(): AsyncGenerator<NumberedLine> {
    const stream = createReadStream(file);
    const decoder = new TextDecoder("utf-8");
    let pending = "";
    let number = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      pending += decoder.decode(chunk, { stream: true });
      let start = 0;
      for (let end = pending.indexOf("\n", start); end >= 0; end = pending.indexOf("\n", start)) {
        number += 1;
        yield { number, text: pending.slice(start, end).replace(/\r$/, "") };
        start = end + 1;
      }
      pending = pending.slice(start);
    }
    pending += decoder.decode();
    if (pending !== "") yield { number: number + 1, text: pending.replace(/\r$/, "") };
    digest = hash.digest("hex");
  }
  return {
    lines: lines(),
    digest: () => {
      if (digest === undefined) throw new Error("the file has not been read to its end");
      return digest;
    },
  };
}
