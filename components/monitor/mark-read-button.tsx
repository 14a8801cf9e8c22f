"use client";
// Marks alerts read for this user: one alert (by its public id), or every alert the inbox's filters select.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/queries/api-fetch";

export function MarkReadButton({ ids, query = "", label }: { ids?: string[]; query?: string; label: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={buttonClassName(ids ? "ghost" : "secondary", ids ? "sm" : "control")}
        onClick={async () => {
          try {
            await apiFetch(`/api/alerts/read${query}`, { method: "POST", body: ids ? { ids } : { all: true } });
            window.dispatchEvent(new Event("alerts-read"));
            router.refresh();
          } catch (caught) {
            setError(caught instanceof ApiError ? caught.detail : "Not marked read.");
          }
        }}
      >
        {label}
      </button>
      {error && <span role="alert" className="text-sm text-danger">{error}</span>}
    </>
  );
}
