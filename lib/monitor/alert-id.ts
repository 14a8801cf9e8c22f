// An alert's public id: 16 random bytes as 22 characters of base64url, made when the alert is. The table's integer
// key is one global sequence, so showing it would let anyone count every other analyst's alerts from the gaps; it
// stays inside the server (ordering, read marks) and this id is the only one an answer, a webhook or a form carries.
import { randomBytes } from "node:crypto";

export const ALERT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newAlertId(): string {
  return randomBytes(16).toString("base64url");
}
