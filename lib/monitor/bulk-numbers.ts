// The bulk add's pasted text or CSV file, read the same way by the browser's form and the server: one company
// number per cell, at most BULK_MAX at once, and a refusal per value that is not kept.

export const BULK_MAX = 5000;

export interface Refusal {
  value: string;
  detail: string;
}

/** Pasted text or a CSV file's contents: one number per cell, cells split on commas, semicolons, tabs and lines. */
export function splitCompanyNumbers(text: string): string[] {
  return text.split(/[\r\n,;\t]+/).map((cell) => cell.trim().replace(/^"(.*)"$/, "$1").trim()).filter(Boolean);
}
