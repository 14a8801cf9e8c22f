// Joins class names, skipping falsy entries, so variants read as conditions rather than string surgery.
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
