// The "Decisions" sheet: every decision on the company, newest (in force) first, then the notes; each decision with
// its override reason, its four-eyes approval and the evidence it froze when recorded.
import type { Workbook } from "exceljs";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import { approvalWords, evidenceLines, overrideWords } from "../decision-words";
import type { Report, ReportDecision } from "../model";
import { addTableSheet } from "./sheet";

type Entry = { kind: "Decision"; at: string; author: string; decision: ReportDecision; inForce: boolean } | { kind: "Note"; at: string; author: string; body: string };

export function addDecisionSheet(workbook: Workbook, report: Report): void {
  const { data, note } = report.decisions;
  const entries: Entry[] = [
    ...data.history.map((decision) => ({ kind: "Decision" as const, at: decision.at, author: decision.author, decision, inForce: decision.id === data.current?.id })),
    ...data.notes.map((item) => ({ kind: "Note" as const, at: item.at, author: item.author, body: item.body })),
  ];
  addTableSheet(workbook, "Decisions", [
    { header: "Kind", width: 10, kind: "text", value: (row) => row.kind },
    { header: "Recorded (UTC)", width: 18, kind: "text", value: (row) => row.at.slice(0, 16).replace("T", " ") },
    { header: "By", width: 18, kind: "text", value: (row) => row.author },
    { header: "Decision", width: 22, kind: "text", value: (row) => (row.kind === "Decision" ? `${OUTCOME_LABELS[row.decision.outcome]} (${standing(row.decision, row.inForce)})` : null) },
    { header: "Limit granted", width: 14, kind: "money", value: (row) => (row.kind === "Decision" ? row.decision.limitGranted : null) },
    { header: "Review date", width: 13, kind: "date", value: (row) => (row.kind === "Decision" ? row.decision.reviewDate : null) },
    { header: "Conditions", width: 30, kind: "text", value: (row) => (row.kind === "Decision" ? row.decision.conditions : null) },
    { header: "Rationale or note", width: 70, kind: "text", value: (row) => (row.kind === "Decision" ? row.decision.rationale : row.body) },
    { header: "Override", width: 40, kind: "text", value: (row) => (row.kind === "Decision" ? overrideWords(row.decision) : null) },
    { header: "Second approval", width: 30, kind: "text", value: (row) => (row.kind === "Decision" ? approvalWords(row.decision) : null) },
    { header: "Suggested limit then", width: 14, kind: "money", value: (row) => (row.kind === "Decision" ? row.decision.evidence?.suggestedLimit ?? null : null) },
    { header: "Evidence frozen with the decision", width: 90, kind: "text", value: (row) => (row.kind === "Decision" ? evidenceLines(row.decision).join("\n") || null : null) },
  ], entries, note);
}

/** In force, or why not: awaiting or refused its second approver, or superseded by a later decision. */
function standing(decision: ReportDecision, inForce: boolean): string {
  if (inForce) return "in force";
  if (decision.approval?.status === "awaiting") return "awaiting approval";
  if (decision.approval?.status === "rejected") return "rejected";
  return "superseded";
}
