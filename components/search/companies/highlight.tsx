// Marks the words of a query inside a result, the way the directory matches them: case-insensitive, by word start.
import type { ReactNode } from "react";

export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (!words.length) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).sort((a, b) => b.length - a.length).join("|")})`, "giu");
  // With one capturing group, split puts the matches at the odd indexes.
  return text.split(pattern).map((part, index) => ({ text: part, match: index % 2 === 1 })).filter((part) => part.text);
}

export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  return highlightParts(text, query).map((part, index) =>
    part.match ? <mark key={index} className="rounded-sm bg-brand-soft text-ink">{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
