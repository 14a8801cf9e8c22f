// What the watchlist routes answer (the lists, one list's portfolio, a list made or changed, companies added or
// moved, delivery settings), written once: the store's and the portfolio's types come from these schemas (z.infer)
// and the API's description (lib/api/openapi) reads them. Nothing here parses an answer at run time.
import { z } from "zod";
import { DECISION_OUTCOMES } from "../decisions/decision-terms";
import { DELIVERY_MODES } from "./delivery-modes";
import { SEVERITIES } from "./severity";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");

export const watchlistSchema = z.object({
  id: z.string().describe("The list's id (a UUID)"),
  name: z.string(),
  owner: z.string().describe("The owner's username"),
  ownerName: z.string(),
  shared: z.boolean().describe("Seen by the whole team; else by its owner only"),
  colleaguesMayEdit: z.boolean().describe("A shared list is read-only to colleagues unless its owner sets this"),
  intervalHours: z.int().min(1).describe("Hours between the list's checks"),
  createdAt: instant,
  companyCount: z.int().min(0),
  nextCheckAt: instant.nullable(),
  lastRunAt: instant.nullable().describe("The last check's time; null before the first"),
  webhookUrl: z.string().nullable(),
  digestTo: z.string().nullable().describe("The digest's e-mail addresses, comma-separated; null when off"),
  deliveryMode: z.enum(DELIVERY_MODES).describe("red-now: red alerts at once and the rest in the daily digest; all-now: every alert at once"),
  webhookSecretSet: z.boolean().describe("Whether the webhook has a signing secret (the secret is shown once, when made)"),
});
export type Watchlist = z.infer<typeof watchlistSchema>;

/** A list as one user sees it: where its alerts go (webhook URL, digest addresses) to its owner only. */
export const watchlistSeenSchema = watchlistSchema.omit({ webhookUrl: true, digestTo: true, webhookSecretSet: true }).extend({
  webhookUrl: watchlistSchema.shape.webhookUrl.optional().describe("The owner only"),
  digestTo: watchlistSchema.shape.digestTo.optional().describe("The owner only"),
  webhookSecretSet: watchlistSchema.shape.webhookSecretSet.optional().describe("The owner only"),
  webhookOn: z.boolean(),
  digestOn: z.boolean(),
});
export type WatchlistSeen = z.infer<typeof watchlistSeenSchema>;

/** GET /api/watchlists: with ?companyNumber=, each list says whether it holds that company. */
export const watchlistsSchema = z.object({
  items: z.array(watchlistSeenSchema.extend({ holdsCompany: z.boolean().optional().describe("With ?companyNumber= only: whether this list watches it") })),
});
export type Watchlists = z.infer<typeof watchlistsSchema>;

/** The debt figures the portfolio shows, counted as the risk summary counts them (live charges, outstanding judgments). */
export const portfolioDebtSchema = z.object({
  liveCharges: z.number(), partSatisfiedCharges: z.number(), outstandingCcjs: z.number(), outstandingCcjAmount: z.number().describe("The outstanding judgments' total amount"),
});

export const portfolioRowSchema = z.object({
  companyNumber: z.string(),
  name: z.string().nullable(),
  status: z.string().nullable(),
  band: z.enum(["low", "moderate", "high"]).nullable().describe("The credit band at the list's last good check; null before one"),
  bandLabel: z.string().nullable(),
  limit: z.number().nullable().describe("The suggested credit limit in pounds at the last good check"),
  policyVersion: z.int().nullable().describe("The credit policy version the band and limit came from; null before it was kept"),
  decision: z.object({
    outcome: z.enum(DECISION_OUTCOMES), limitGranted: z.number().nullable().describe("Pounds"), override: z.boolean(), reviewDate: z.string().describe("yyyy-mm-dd"),
  }).nullable().describe("The team's decision in force (the exposure taken); null when none is"),
  debt: portfolioDebtSchema.nullable().describe("Null before a check has kept the figures"),
  lastChange: z.object({ title: z.string(), detectedAt: instant, severity: z.enum(SEVERITIES) }).nullable(),
  unreadAlerts: z.int().min(0),
  lastCheckedAt: instant.nullable(),
  checkError: z.string().nullable().describe("Why the last check failed; null when it did not (a failure is never taken for no change)"),
  addedAt: instant,
});
export type PortfolioRow = z.infer<typeof portfolioRowSchema>;

/** Whether e-mail can go at all, said beside the delivery settings. */
export const emailDeliverySchema = z.object({
  smtpConfigured: z.boolean(),
  notice: z.string().optional().describe("When no SMTP server is configured: addresses set here receive nothing until one is"),
});
export type EmailDelivery = z.infer<typeof emailDeliverySchema>;

export const deliverySchema = z.object({
  channel: z.string(),
  target: z.string().describe("The webhook's origin or the digest's addresses (to the list's owner only)"),
  alerts: z.int().min(0),
  attempt: z.int().min(1),
  at: instant,
  status: z.int().nullable().describe("The webhook's HTTP status; null when none came back"),
  outcome: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const digestWaitingSchema = z.object({ alerts: z.int().min(0).describe("Alerts held for the next digest"), at: instant.describe("When the next digest goes out") });
export type DigestWaiting = z.infer<typeof digestWaitingSchema>;

/** GET /api/watchlists/{id}: the list, its companies, its last 50 deliveries (newest first) and its next digest. */
export const portfolioAnswerSchema = watchlistSeenSchema.extend({
  companies: z.array(portfolioRowSchema),
  deliveries: z.array(deliverySchema),
  digest: digestWaitingSchema,
}).extend(emailDeliverySchema.shape);
export type PortfolioAnswer = z.infer<typeof portfolioAnswerSchema>;

/** POST /api/watchlists/{id}/companies: the numbers now watched, and the ones refused with why. */
export const companiesAddedSchema = z.object({
  added: z.array(z.string()),
  refused: z.array(z.object({ value: z.string().describe("As given"), detail: z.string().describe("Why it was not added") })),
});
export type CompaniesAdded = z.infer<typeof companiesAddedSchema>;

/** POST /api/watchlists/{id}/companies/{crn}/move. */
export const companyMovedSchema = z.object({ companyNumber: z.string(), from: z.string().describe("The list it left"), to: z.string().describe("The list it is on now") });
export type CompanyMoved = z.infer<typeof companyMovedSchema>;

/** POST /api/watchlists/{id}/delivery: the settings now in force. */
export const deliverySetSchema = z.object({
  id: z.string(),
  webhookUrl: z.string().nullable(),
  webhookSecret: z.string().nullable().describe("A new signing secret, shown this once; null when the secret is kept"),
  digestTo: z.string().nullable(),
  deliveryMode: z.enum(DELIVERY_MODES),
}).extend(emailDeliverySchema.shape);
export type DeliverySet = z.infer<typeof deliverySetSchema>;
