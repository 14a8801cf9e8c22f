// A CSV line reader for the Companies House layout. Hand-written rather than a general parser because the import
// needs what general parsers hide: the byte offset and line number of every record (to resume and to report a bad
// line by number), and a verdict per line instead of an exception that ends the stream.

export type CsvLineResult = { ok: true; fields: string[] } | { ok: false; reason: string };

const QUOTE = 34;
const COMMA = 44;

/**
 * Splits one line into fields. Quoted fields may hold commas and doubled quotes; a lone quote inside a quoted field
 * is kept as text (the register has names like `"THE "BEST" CAFE"`), and the column count check catches what that
 * leniency gets wrong. `unterminated-quote` means the line ends inside a quoted field: the caller may join the next
 * line, since a quoted value may span lines. `strict` refuses lone quotes (`stray-quote`): for joined lines, where
 * leniency would let a cut-off value swallow the next record whole. `keep[i]` false: field i is counted, read as "".
 */
export function parseCsvLine(line: string, options: { strict?: boolean; keep?: readonly boolean[] } = {}): CsvLineResult {
  const fields: string[] = [];
  const keep = options.keep;
  const length = line.length;
  let at = 0;
  for (;;) {
    if (at < length && line.charCodeAt(at) === QUOTE) {
      let value = "";
      let from = at + 1;
      for (;;) {
        const quote = line.indexOf('"', from);
        if (quote === -1) return { ok: false, reason: "unterminated-quote" };
        const next = quote + 1 < length ? line.charCodeAt(quote + 1) : -1;
        if (next === QUOTE) {
          if (!keep || keep[fields.length]) value += line.slice(from, quote + 1);
          from = quote + 2;
        } else if (next === COMMA || next === -1) {
          // Fields the caller does not read are counted but not copied: most of a register line is never used.
          fields.push(!keep || keep[fields.length] ? value + line.slice(from, quote) : "");
          at = quote + 1;
          break;
        } else {
          if (options.strict) return { ok: false, reason: "stray-quote" };
          if (!keep || keep[fields.length]) value += line.slice(from, quote + 1);
          from = quote + 1;
        }
      }
    } else {
      const comma = line.indexOf(",", at);
      const end = comma === -1 ? length : comma;
      fields.push(!keep || keep[fields.length] ? line.slice(at, end) : "");
      at = end;
    }
    if (at >= length) return { ok: true, fields };
    at += 1;
    if (at === length) {
      fields.push("");
      return { ok: true, fields };
    }
  }
}

