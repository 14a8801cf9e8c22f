// A list's delivery mode (./outbox), shared by the API's schema, the store and the settings screen.
export const DELIVERY_MODES = ["red-now", "all-now"] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = {
  "red-now": "Red alerts immediately, the rest in a daily digest",
  "all-now": "All alerts immediately",
};

/** Said on the delivery settings (screen and API) when the server has no SMTP_URL. */
export const NO_SMTP_NOTICE = "No SMTP server is configured (SMTP_URL is unset): e-mail addresses set here receive nothing until one is.";
