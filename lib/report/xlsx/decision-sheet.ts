// The "Decisions" sheet: every decision on the company, newest (in force) first, then the notes.
import type { Workbook } from "exceljs";
import { OUTCOME_LABELS } from "@/lib/decisions/decision-terms";
import type { Report, ReportDecision } from "../model";
import { addTableSheet } from "./sheet";

type Entry = { kind: "Decision"; at: string; author: string; decision: ReportDecision; inForce: boolean } | { kind: "Note"; at: string; author: string; body: string };

export function addDecisionSheet(workbook: Workbook, report: Report): void {
  const { data, note } = report.decisions;
  const entries: Entry[] = [
    ...data.history.map((decision, index) => ({ kind: "Decision" as const, at: decision.at, author: decision.author, decision, inForce: index === 0 })),
    ...data.notes.map((item) => ({ kind: "Note" as const, at: item.at, author: item.author, body: item.body })),
  ];
  addTableSheet(workbook, "Decisions", [
    { header: "Kind", width: 10, kind: "text", value: (row) => row.kind },
    { header: "Recorded (UTC)", width: 18, kind: "text", value: (row) => row.at.slice(0, 16).replace("T", " ") },
    { header: "By", width: 18, kind: "text", value: (row) => row.author },
    { header: "Decision", width: 22, kind: "text", value: (row) => (row.kind === "Decision" ? `${OUTCOME_LABELS[row.decision.outcome]}${row.inForce ? " (in force)" : " (superseded)"}` : null) },
    { header: "Limit granted", width: 14, kind: "money", value: (row) => (row.kind === "Decision" ? row.decision.limitGranted : null) },
    { header: "Review date", width: 13, kind: "date", value: (row) => (row.kind === "Decision" ? row.decision.reviewDate : null) },
    { header: "Conditions", width: 30, kind: "text", value: (row) => (row.kind === "Decision" ? row.decision.conditions : null) },
    { header: "Rationale or note", width: 70, kind: "text", value: (row) => (row.kind === "Decision" ? row.decision.rationale : row.body) },
  ], entries, note);
}
