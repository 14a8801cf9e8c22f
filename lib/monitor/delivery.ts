import "server-only";
// Delivery beyond the inbox (webhooks, e-mail digests) hooks in here; the inbox itself is the stored alerts.
import type { Alert } from "./alert-store";

export async function deliverAlerts(_alerts: ReadonlyArray<Omit<Alert, "readAt">>): Promise<void> {}
