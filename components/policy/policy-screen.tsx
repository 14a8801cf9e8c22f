"use client";
// The Policy screen: the version in force, its figures (a form for admins, read-only for everyone else) and every
// version with what it changed. A saved change reloads the history from the API, so the screen shows what the
// server kept, and the form starts again from the new version.
import { useState } from "react";
import { apiFetch } from "@/lib/queries/api-fetch";
import type { PolicyVersionView } from "@/lib/policy/version-view";
import { PolicyFigures } from "./policy-figures";
import { PolicyForm } from "./policy-form";
import { PolicyHistory } from "./policy-history";
import { PolicyInForce } from "./policy-in-force";

const VERSIONS_PATH = "/api/policy/versions";

export function PolicyScreen({ initial, canEdit }: { initial: PolicyVersionView[]; canEdit: boolean }) {
  const [versions, setVersions] = useState(initial);
  const [saved, setSaved] = useState<number | null>(null);
  const [reloadError, setReloadError] = useState<string | null>(null);
  const inForce = versions[0]!;

  async function reload(): Promise<void> {
    setReloadError(null);
    try {
      setVersions((await apiFetch<{ items: PolicyVersionView[] }>(VERSIONS_PATH)).items);
    } catch (error) {
      setReloadError((error as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {saved ? <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm text-success">Saved: version {saved} of the credit policy is now in force.</p> : null}
      {reloadError ? <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">{reloadError}</p> : null}
      <PolicyInForce version={inForce} />
      {canEdit ? (
        <PolicyForm
          key={inForce.version}
          inForce={inForce}
          onSaved={(written) => {
            setSaved(written.version);
            void reload();
          }}
          onReload={() => {
            setSaved(null);
            void reload();
          }}
        />
      ) : (
        <PolicyFigures policy={inForce.policy} />
      )}
      <PolicyHistory versions={versions} />
    </div>
  );
}
