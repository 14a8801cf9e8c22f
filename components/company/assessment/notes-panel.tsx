"use client";
// The team's notes on a company: plain text with author and time, newest first, never edited or deleted.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { controlClassName, FormField } from "@/components/ui/form-field";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { ApiError } from "@/lib/queries/api-fetch";
import { addNote, companyNotesQuery } from "@/lib/queries/assessment-queries";

export function NotesPanel({ crn }: { crn: string }) {
  const notes = useQuery(companyNotesQuery(crn));
  const client = useQueryClient();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (text: string) => addNote(crn, text),
    onSuccess: async () => {
      setBody("");
      await client.invalidateQueries({ queryKey: companyNotesQuery(crn).queryKey });
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.detail : failure.message),
  });

  // The server's schema judges the note (an empty one is refused with the reason): no second copy of it here.
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    mutation.mutate(body);
  }

  return (
    <Section title="Notes" id="notes">
      <form onSubmit={submit} noValidate className="space-y-2">
        <FormField id="note-body" label="Add a note" hint="Seen by the whole team, with your name and the time; notes cannot be edited or deleted." error={error}>
          {(control) => <textarea {...control} rows={3} className={controlClassName} value={body} onChange={(event) => setBody(event.target.value)} />}
        </FormField>
        <Button type="submit" disabled={mutation.isPending}>{mutation.isPending ? "Adding…" : "Add note"}</Button>
      </form>
      <div className="mt-4">
        <QueryState query={notes} label="notes" isEmpty={(data) => data.items.length === 0} empty="No notes yet.">
          {(data) => (
            <ol data-testid="notes" className="space-y-2">
              {data.items.map((note) => (
                <li key={note.id} className="rounded-md border border-line p-2 text-sm">
                  <p className="text-ink-muted">{note.author}, {new Date(note.at).toLocaleString("en-GB", { timeZone: "UTC" })} UTC</p>
                  <p className="whitespace-pre-wrap">{note.body}</p>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </div>
    </Section>
  );
}
