import { describe, expect, it } from "vitest";
import { indexedWordStart, WORD_VECTOR_SQL, wordStartTerm, wordVector } from "./word-vector";

describe("the PostgreSQL word vector", () => {
  it("holds each word and its first two, three and four letters, each once", () => {
    expect(wordVector("liverpool re 4 you re").split(" ").sort()).toEqual(
      ["'4'", "'liverpool'", "'re'", "'you'", "'~li'", "'~liv'", "'~live'", "'~re'", "'~yo'", "'~you'"].sort(),
    );
  });

  it("asks for an indexed start as one lexeme and a longer start as a prefix", () => {
    expect(wordStartTerm("re")).toBe("'~re'");
    expect(wordStartTerm("reta")).toBe("'~reta'");
    expect(wordStartTerm("retai")).toBe("'retai':*");
  });

  it("names the longest indexed start of a longer start, and none of an indexed or shorter one", () => {
    expect(indexedWordStart("pharm")).toBe("'~phar'");
    expect(indexedWordStart("pharmaceutical")).toBe("'~phar'");
    expect(indexedWordStart("phar")).toBeNull();
    expect(indexedWordStart("ph")).toBeNull();
  });

  it("gives PostgreSQL the same rule for rows written before word starts were indexed", () => {
    expect(WORD_VECTOR_SQL).toContain("regexp_replace(norm, '(\\S{2})\\S*', '~\\1', 'g')");
    expect(WORD_VECTOR_SQL).toContain("regexp_replace(norm, '(\\S{4})\\S*', '~\\1', 'g')");
  });
});
