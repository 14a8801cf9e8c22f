"use client";
// Four-eyes: a decision granting more than the policy's threshold waits for a second approver. Its state, and for
// anyone but the recorder the Approve / Reject control; the server is the judge (same user refused, one answer).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import type { CompanyDecision } from "@/lib/decisions/decision-input";
import { companyDecisionsQuery, decideApproval } from "@/lib/queries/assessment-queries";

export function approvalWords(decision: CompanyDecision): string {
  const { approval } = decision;
  switch (approval.status) {
    case "not-required": return "No second approval needed";
    case "awaiting": return "Awaiting a second approver: not in force";
    case "approved": return `Approved by ${approval.by}${approval.comment ? `: ${approval.comment}` : ""}`;
    case "rejected": return `Rejected by ${approval.by}${approval.comment ? `: ${approval.comment}` : ""} — not in force`;
  }
}

export function ApprovalControl({ crn, decision, viewer }: { crn: string; decision: CompanyDecision; viewer: string }) {
  const client = useQueryClient();
  const [comment, setComment] = useState("");
  const mutation = useMutation({
    mutationFn: (approve: boolean) => decideApproval(crn, decision.id, approve, comment || null),
    onSuccess: () => client.invalidateQueries({ queryKey: companyDecisionsQuery(crn).queryKey }),
  });
  if (decision.approval.status !== "awaiting" || decision.username === viewer) return null;
  const id = `approval-comment-${decision.id}`;
  return (
    <div className="mt-2 space-y-2" data-testid="approval-control">
      <FormField id={id} label="Second approver's comment" error={mutation.error?.message}>
        {(control) => <input {...control} className={controlClassName} value={comment} onChange={(event) => setComment(event.target.value)} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="primary" size="control" disabled={mutation.isPending} onClick={() => mutation.mutate(true)}>Approve</Button>
        <Button type="button" size="control" disabled={mutation.isPending} onClick={() => mutation.mutate(false)}>Reject</Button>
      </div>
    </div>
  );
}
