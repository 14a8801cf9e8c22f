"use client";
// The Ownership tab: the depth to follow (in the URL), what the graph could and could not reach, the drawing
// (React Flow, loaded only here) with its SVG and PNG exports, the BODS download, and the table of every edge.
import { useQuery } from "@tanstack/react-query";
import { parseAsNumberLiteral } from "nuqs";
import { BrowserOnly } from "@/components/ui/browser-only";
import { Link } from "@/components/ui/link";
import { lazy, useMemo, type ComponentProps } from "react";
import { buttonClassName } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { FilterBar, SelectFilter } from "@/components/ui/table-filters";
import { useTableSort } from "@/components/ui/use-table-sort";
import { EDGE_SORTS, ownershipEdgeRows, sortEdgeRows, type OwnershipEdgeRow } from "@/lib/ownership/ownership-edge-rows";
import { DEFAULT_DEPTH, MAX_DEPTH, type OwnershipGraph } from "@/lib/ownership/ownership-graph";
import { ownershipSummary } from "@/lib/ownership/ownership-summary";
import { ownershipPath, ownershipQuery } from "@/lib/queries/ownership-queries";
import { companyHref } from "../company-tabs";
import { useUrlState } from "@/lib/url-state/use-url-state";

const LazyGraphView = lazy(() => import("./ownership-graph-view").then((module) => ({ default: module.OwnershipGraphView })));

function OwnershipGraphView(props: ComponentProps<typeof LazyGraphView>) {
  return <BrowserOnly fallback={<p role="status">Loading the drawing…</p>}><LazyGraphView {...props} /></BrowserOnly>;
}

const DEPTHS = Array.from({ length: MAX_DEPTH }, (_, index) => index + 1);
const URL_STATE = { depth: parseAsNumberLiteral(DEPTHS).withDefault(DEFAULT_DEPTH) };

export function OwnershipPanel({ crn }: { crn: string }) {
  const { values, set } = useUrlState(URL_STATE);
  const depth = values.depth;
  const query = useQuery(ownershipQuery(crn, depth));
  return (
    <div className="space-y-4">
      <FilterBar>
        <SelectFilter id="ownership-depth" label="Follow corporate owners up to" value={String(depth)}
          onChange={(value) => set({ depth: Number(value) })}
          options={DEPTHS.map((value) => ({ value: String(value), label: `${value} level${value === 1 ? "" : "s"}` }))} />
        <a className={buttonClassName("secondary", "control")} href={ownershipPath(crn, { depth, format: "bods" })} download>
          Download BODS 0.4 JSON
        </a>
      </FilterBar>
      <QueryState query={query} label="ownership graph">
        {(graph) => <Ownership graph={graph} />}
      </QueryState>
    </div>
  );
}

function Ownership({ graph }: { graph: OwnershipGraph }) {
  const root = graph.nodes.find((node) => node.crn === graph.root);
  const gaps = graph.nodes.filter((node) => node.gap).length;
  return (
    <>
      <p data-testid="ownership-summary">
        {ownershipSummary({ parties: graph.nodes.length, links: graph.edges.length, lookups: graph.lookups, maxLookups: graph.maxLookups, depth: graph.depth, gaps, notFollowed: graph.notFollowed })}
      </p>
      <Section title="Drawing" id="ownership-drawing">
        <OwnershipGraphView graph={graph} title={`Ownership of ${root?.name ?? graph.root}`} />
      </Section>
      <EdgeTable graph={graph} />
    </>
  );
}

const companyLink = (name: string, crn: string | null) => (crn ? <Link className="text-brand underline" href={companyHref(crn)}>{name}</Link> : name);

const COLUMNS: readonly Column<OwnershipEdgeRow>[] = [
  { id: "owner", header: "Owner or controller", sort: "owner", cell: (row) => <>{companyLink(row.owner, row.ownerCrn)}<div className="text-sm text-ink-muted">{row.ownerKind}</div></> },
  { id: "relation", header: "Relation", sort: "relation", cell: (row) => row.relation },
  { id: "what", header: "What it is", cell: (row) => row.what },
  { id: "owned", header: "Of", sort: "owned", cell: (row) => companyLink(row.owned, row.ownedCrn) },
  { id: "status", header: "Status", sort: "status", cell: (row) => row.status, secondary: true },
  { id: "gap", header: "Where the data stops", cell: (row) => row.gap ?? "—", secondary: true },
];

function EdgeTable({ graph }: { graph: OwnershipGraph }) {
  const { sort, dir, tableSort } = useTableSort({ sorts: EDGE_SORTS, sort: "relation", dir: "asc" });
  const rows = useMemo(() => sortEdgeRows(ownershipEdgeRows(graph), sort, dir), [graph, sort, dir]);
  return <DataTable caption="Every link of the ownership graph" columns={COLUMNS} rows={rows} rowKey={(row) => row.key} sort={tableSort} rowTestId="ownership-edge" empty="No owners, controllers or group companies are recorded." />;
}
