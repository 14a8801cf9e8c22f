import "server-only";
// Triage of alerts: acknowledge (and undo), assign to a colleague (and reassign or unassign), comment. Each action is
// one row of alert_triage_events (append-only, migration 008), so an alert's state is derived here, in one place, from
// its latest acknowledgement and assignment, and its history is its rows in order. Triage is open to anyone who may
// see the alert's list (its owner; everyone signed in when the list is shared, read-only or not): it does not edit
// the list, only records who looks after the alert.
import { findFileUser } from "../auth/users-file";
import { database } from "../db/connection";
import { type AlertDetail, type InboxAlert, type Person, TRIAGE_ACTIONS, type TriageAction, type TriageEvent, type TriageState } from "./alert-answers";
import { type AlertFilter, listAlerts } from "./alert-store";
import type { AlertKind } from "./alert-kinds";
import { severityOf } from "./severity";
import { severityMappingInForce } from "./severity-store";
import { visibleList, type Watchlist } from "./watchlist-store";

/** A comment's bound, in characters: room for a paragraph of reasoning, not a document. */
export const COMMENT_MAX_CHARS = 2000;

// Who, which actions and the state they leave, as the routes answer them (their schemas: ./alert-answers.ts).
export { TRIAGE_ACTIONS };
export type { InboxAlert, Person, TriageAction, TriageEvent, TriageState };

export const UNTRIAGED: TriageState = { acknowledged: null, assignee: null, comments: 0 };

interface EventRow {
  alert_id: number; at: number; username: string; author: string; action: string; assignee: string | null; assignee_name: string | null; body: string | null;
}

function eventFrom(row: EventRow): TriageEvent {
  const event: TriageEvent = { action: row.action as TriageAction, at: new Date(row.at).toISOString(), by: { username: row.username, name: row.author } };
  if (row.action === "assigned" && row.assignee) event.assignee = { username: row.assignee, name: row.assignee_name ?? row.assignee };
  if (row.action === "commented" && row.body !== null) event.body = row.body;
  return event;
}

/** The state an alert's history (oldest first) leaves it in. */
export function stateOf(events: readonly TriageEvent[]): TriageState {
  let state: TriageState = { ...UNTRIAGED };
  for (const event of events) {
    if (event.action === "acknowledged") state = { ...state, acknowledged: { by: event.by, at: event.at } };
    if (event.action === "unacknowledged") state = { ...state, acknowledged: null };
    if (event.action === "assigned" && event.assignee) state = { ...state, assignee: { ...event.assignee, by: event.by, at: event.at } };
    if (event.action === "unassigned") state = { ...state, assignee: null };
    if (event.action === "commented") state = { ...state, comments: state.comments + 1 };
  }
  return state;
}

async function eventRows(alertIds: readonly number[]): Promise<EventRow[]> {
  if (!alertIds.length) return [];
  const db = await database();
  const rows: EventRow[] = [];
  // In slices, so that a thousand alerts stay within either engine's bound on parameters.
  for (let start = 0; start < alertIds.length; start += 500) {
    rows.push(...await db.query.selectFrom("alert_triage_events")
      .select(["alert_id", "at", "username", "author", "action", "assignee", "assignee_name", "body"])
      .where("alert_id", "in", alertIds.slice(start, start + 500)).orderBy("id").execute());
  }
  return rows.map((row) => ({ ...row, alert_id: Number(row.alert_id), at: Number(row.at) }));
}

/** Each alert's state by its integer id; an alert never triaged is left out (read it as UNTRIAGED). */
export async function triageStates(alertIds: readonly number[]): Promise<Map<number, TriageState>> {
  const byAlert = new Map<number, TriageEvent[]>();
  for (const row of await eventRows(alertIds)) {
    const events = byAlert.get(row.alert_id) ?? [];
    events.push(eventFrom(row));
    byAlert.set(row.alert_id, events);
  }
  return new Map([...byAlert].map(([id, events]) => [id, stateOf(events)]));
}

export async function triageHistory(alertId: number): Promise<TriageEvent[]> {
  return (await eventRows([alertId])).map(eventFrom);
}

export interface AlertOnList { key: number; publicId: string; list: Watchlist }

/** The alert a public id names, with its list, when this user may see that list; null for an unknown id alike. */
export async function alertSeenBy(publicId: string, username: string): Promise<AlertOnList | null> {
  const db = await database();
  const row = await db.query.selectFrom("watch_alerts").select(["id", "public_id", "watchlist_id"]).where("public_id", "=", publicId).executeTakeFirst();
  if (!row) return null;
  const list = await visibleList(row.watchlist_id, username);
  return list ? { key: Number(row.id), publicId: row.public_id, list } : null;
}

/** Everyone known to this server: the users file's users and whoever has signed in (a session kept, as with OIDC). */
async function knownPerson(username: string): Promise<Person | null> {
  const fromFile = findFileUser(username);
  if (fromFile) return { username: fromFile.username, name: fromFile.name };
  const db = await database();
  const session = await db.query.selectFrom("sessions").select(["username", "name"]).where("username", "=", username).orderBy("created_at", "desc").executeTakeFirst();
  return session ?? null;
}

/**
 * The colleagues an alert on this list may be assigned to: the owner, and on a shared list everyone who has signed in
 * here (a session kept) — the users a select can offer. A users-file user who has not signed in yet is accepted by
 * name too (see `assignable`).
 */
export async function colleaguesFor(list: Watchlist, me: Person): Promise<Person[]> {
  const people = new Map<string, Person>([[list.owner, { username: list.owner, name: list.ownerName }], [me.username, me]]);
  if (list.shared) {
    const db = await database();
    const rows = await db.query.selectFrom("sessions").select(["username", "name"]).orderBy("created_at", "desc").limit(5000).execute();
    for (const row of rows) if (!people.has(row.username)) people.set(row.username, row);
  }
  return [...people.values()].toSorted((a, b) => a.name.localeCompare(b.name));
}

/** Who `username` is when an alert on this list may be assigned to them; otherwise why not, in words. */
export async function assignable(list: Watchlist, username: string): Promise<{ ok: true; person: Person } | { ok: false; reason: string }> {
  if (username === list.owner) return { ok: true, person: { username: list.owner, name: list.ownerName } };
  if (!list.shared) return { ok: false, reason: `'${list.name}' is private to ${list.ownerName}: only its owner (${list.owner}) may be assigned its alerts.` };
  const person = await knownPerson(username);
  return person ? { ok: true, person } : { ok: false, reason: `No user '${username.slice(0, 60)}' is known here: assign a colleague who can sign in.` };
}

export async function recordTriage(
  alert: AlertOnList, by: Person, action: TriageAction, requestId: string, extra: { assignee?: Person; body?: string } = {}, now = Date.now(),
): Promise<void> {
  const db = await database();
  await db.query.insertInto("alert_triage_events").values({
    alert_id: alert.key, at: now, username: by.username, author: by.name, action, request_id: requestId,
    assignee: extra.assignee?.username ?? null, assignee_name: extra.assignee?.name ?? null, body: extra.body ?? null,
  }).execute();
}

/** One alert as the inbox shows it, with its triage: state, comments (oldest first, newest last) and full history. */
export async function alertDetail(alert: AlertOnList, username: string): Promise<AlertDetail> {
  const db = await database();
  const row = await db.query.selectFrom("watch_alerts as a")
    .leftJoin("watch_alert_reads as r", (join) => join.onRef("r.alert_id", "=", "a.id").on("r.username", "=", username))
    .select(["a.public_id", "a.company", "a.watchlist_id", "a.kind", "a.change_key", "a.title", "a.detail", "a.evidence", "a.detected_at", "r.read_at"])
    .where("a.id", "=", alert.key).executeTakeFirstOrThrow();
  const { mapping } = await severityMappingInForce();
  const history = await triageHistory(alert.key);
  return {
    id: row.public_id, companyNumber: row.company, watchlistId: row.watchlist_id, watchlistName: alert.list.name, kind: row.kind as AlertKind,
    severity: severityOf(row.kind as AlertKind, row.change_key, mapping), title: row.title, detail: row.detail, evidence: row.evidence,
    detectedAt: new Date(Number(row.detected_at)).toISOString(), readAt: row.read_at === null ? null : new Date(Number(row.read_at)).toISOString(),
    triage: stateOf(history), comments: history.filter((event) => event.action === "commented"), history,
  };
}

/** The inbox's triage filters, beside the alert filters: "assigned to me" and acknowledged or not. */
export interface TriageFilter {
  assignedToMe?: boolean;
  acknowledged?: boolean;
}

/** The inbox: the alerts the filter selects, each with its triage state, narrowed by the triage filters. */
export async function listInbox(username: string, filter: AlertFilter & TriageFilter = {}): Promise<InboxAlert[]> {
  const alerts = await listAlerts(username, filter);
  const db = await database();
  const keys = new Map<string, number>();
  for (let start = 0; start < alerts.length; start += 500) {
    const rows = await db.query.selectFrom("watch_alerts").select(["id", "public_id"])
      .where("public_id", "in", alerts.slice(start, start + 500).map((alert) => alert.id)).execute();
    for (const row of rows) keys.set(row.public_id, Number(row.id));
  }
  const states = await triageStates([...keys.values()]);
  return alerts
    .map((alert) => ({ ...alert, triage: states.get(keys.get(alert.id) ?? -1) ?? UNTRIAGED }))
    .filter((alert) => !filter.assignedToMe || alert.triage.assignee?.username === username)
    .filter((alert) => filter.acknowledged === undefined || (alert.triage.acknowledged !== null) === filter.acknowledged);
}
