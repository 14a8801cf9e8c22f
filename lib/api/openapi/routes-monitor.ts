// Watchlists and alerts (lib/monitor): their routes as lib defines them, and what each method does.
import { alertsReadRoute, alertsRoute, companyViewRoute, unreadCountRoute } from "../../monitor/serve-alerts";
import { severityRoute } from "../../monitor/serve-severity";
import { alertAcknowledgeRoute, alertAssigneeRoute, alertCommentsRoute, alertTriageRoute } from "../../monitor/serve-triage";
import {
  watchlistCheckRoute, watchlistCompaniesRoute, watchlistCompanyMoveRoute, watchlistCompanyRoute, watchlistDeliveryRoute,
  holdingQuerySchema, watchlistExportRoute, watchlistRoute, watchlistsRoute,
} from "../../monitor/serve-watchlists";
import { alertFilterQuerySchema } from "../../monitor/alert-filter-query";
import { alertDetailSchema, alertTriageSchema, companyViewSchema, inboxSchema } from "../../monitor/alert-answers";
import { checkStartedSchema, readMarkedSchema, unreadCountSchema } from "../../monitor/monitor-answers";
import { severityMappingVersionSchema } from "../../monitor/severity-answers";
import {
  companiesAddedSchema, companyMovedSchema, deliverySetSchema, portfolioAnswerSchema, watchlistSeenSchema, watchlistsSchema,
} from "../../monitor/watchlist-answers";
import type { DescribedRoute } from "./described";

export const MONITOR_ROUTES: readonly DescribedRoute[] = [
  {
    path: "/api/watchlists", route: watchlistsRoute, methods: {
      GET: { summary: "The watchlists this user can see", query: holdingQuerySchema, answer: { schema: watchlistsSchema } },
      POST: { summary: "Make a watchlist", answer: { status: 201, schema: watchlistSeenSchema }, problems: ["limit-reached"] },
    },
  },
  {
    path: "/api/watchlists/{id}", route: watchlistRoute, methods: {
      GET: { summary: "A watchlist's portfolio", description: "Each company's status, band, limit, last change and unread alerts.", answer: { schema: portfolioAnswerSchema } },
      PATCH: { summary: "Rename or re-schedule a watchlist", description: "Its owner, or colleagues when the owner allows edits; only the owner decides that (colleaguesMayEdit).", answer: { schema: watchlistSeenSchema }, problems: ["forbidden"] },
      DELETE: { summary: "Delete a watchlist (owner only; its alerts are kept)", answer: { status: 204 }, problems: ["forbidden"] },
    },
  },
  {
    path: "/api/watchlists/{id}/check", route: watchlistCheckRoute,
    methods: { POST: { summary: "Re-check the list's companies now", description: "The check runs after the answer.", answer: { status: 202, schema: checkStartedSchema } } },
  },
  {
    path: "/api/watchlists/{id}/companies", route: watchlistCompaniesRoute,
    methods: { POST: { summary: "Add companies to a watchlist", description: "Refused numbers come back with their reasons.", answer: { schema: companiesAddedSchema }, problems: ["limit-reached"] } },
  },
  {
    path: "/api/watchlists/{id}/companies/{crn}", route: watchlistCompanyRoute,
    methods: { DELETE: { summary: "Stop watching a company on this list", answer: { status: 204 } } },
  },
  {
    path: "/api/watchlists/{id}/companies/{crn}/move", route: watchlistCompanyMoveRoute,
    methods: { POST: { summary: "Move a company to another list", description: "In one transaction.", answer: { schema: companyMovedSchema } } },
  },
  {
    path: "/api/watchlists/{id}/delivery", route: watchlistDeliveryRoute,
    methods: { POST: { summary: "Where the list's alerts go beyond the inbox (owner only)", description: "A webhook URL and a digest address.", answer: { schema: deliverySetSchema }, problems: ["forbidden"] } },
  },
  {
    path: "/api/watchlists/{id}/export", route: watchlistExportRoute,
    methods: {
      GET: {
        summary: "The portfolio as a download",
        description: "With the screen's filters and sort (the portfolio page's own query parameters are passed on).",
        query: { format: "csv (the default) or xlsx" },
        answer: { only: ["text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"] },
        problems: ["reports-busy"],
      },
    },
  },
  {
    path: "/api/alerts", route: alertsRoute,
    methods: { GET: { summary: "The alerts on the lists this user can see", description: "Newest first, or red first with sort=severity; each with its severity and triage.", query: alertFilterQuerySchema, answer: { schema: inboxSchema } } },
  },
  {
    path: "/api/alerts/read", route: alertsReadRoute,
    methods: { POST: { summary: "Mark alerts read for this user", description: "{ ids: [...] } or { all: true } (the query's filters apply).", query: alertFilterQuerySchema, answer: { schema: readMarkedSchema } } },
  },
  {
    path: "/api/alerts/unread-count", route: unreadCountRoute,
    methods: { GET: { summary: "How many alerts this user has not read", answer: { schema: unreadCountSchema } } },
  },
  {
    path: "/api/alerts/{id}", route: alertTriageRoute,
    methods: { GET: { summary: "One alert with its triage", description: "Its triage state, comments (newest last), history and the colleagues it may be assigned to.", answer: { schema: alertTriageSchema } } },
  },
  {
    path: "/api/alerts/{id}/acknowledge", route: alertAcknowledgeRoute,
    methods: {
      POST: { summary: "Acknowledge an alert", description: "Acknowledging again keeps the first acknowledgement.", answer: { schema: alertDetailSchema } },
      DELETE: { summary: "Withdraw the acknowledgement", answer: { schema: alertDetailSchema } },
    },
  },
  {
    path: "/api/alerts/{id}/assignee", route: alertAssigneeRoute,
    methods: { PUT: { summary: "Assign, reassign or unassign an alert", description: "{ assignee: username } or { assignee: null } to unassign.", answer: { schema: alertDetailSchema } } },
  },
  {
    path: "/api/alerts/{id}/comments", route: alertCommentsRoute,
    methods: { POST: { summary: "Comment on an alert", description: "At most 2,000 characters.", answer: { status: 201, schema: alertDetailSchema } } },
  },
  {
    path: "/api/alert-severity", route: severityRoute,
    methods: {
      GET: { summary: "The alert severity mapping in force", answer: { schema: severityMappingVersionSchema } },
      PUT: { summary: "Change the alert severity mapping (admins; a new version, audited)", answer: { status: 201, schema: severityMappingVersionSchema }, problems: ["version-conflict"] },
    },
  },
  {
    path: "/api/companies/{crn}/views", route: companyViewRoute,
    methods: { POST: { summary: "Record a look at a company", description: "Answers the alerts found since the last look.", answer: { schema: companyViewSchema } } },
  },
];
