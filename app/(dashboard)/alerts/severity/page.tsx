// /alerts/severity — the level (red, amber, green) each kind of change raises; an admin changes it here.
import type { Metadata } from "next";
import { SeverityForm } from "@/components/monitor/severity-form";
import { requireUser } from "@/lib/auth/page-guard";
import { formatDate } from "@/lib/format/dates";
import { severityMappingInForce } from "@/lib/monitor/severity-store";

export const metadata: Metadata = { title: "Alert severity" };

export default async function AlertSeverityPage() {
  const user = await requireUser();
  const current = await severityMappingInForce();
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold">Alert severity</h1>
        <p className="text-sm text-ink-muted">
          {current.version === 0
            ? "The shipped levels, as D&B UK grades its alerts."
            : `Version ${current.version}, by ${current.author} on ${formatDate(current.at ?? "")}: ${current.reason}`}
        </p>
      </div>
      <SeverityForm key={current.version} mapping={current.mapping} version={current.version} canEdit={user.role === "admin"} />
    </main>
  );
}
