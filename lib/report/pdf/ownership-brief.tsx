// The summary's ownership: one compact drawing of who owns or controls the company, a few levels up, each level's
// first parties and "and K more" (lib/ownership/ownership-chain), then the same links as a table, the drawing's
// text alternative. Bounded whatever the group's size; the Ownership appendix and the workbook hold every link.
import { Text, View } from "@react-pdf/renderer";
import { ownershipChain, REPORT_CHAIN_BOUNDS, type ChainLevel } from "@/lib/ownership/ownership-chain";
import type { Report } from "../model";
import { COLOURS, FONT, styles } from "./styles";
import { Table, type Column } from "./table";
import { MarkedView } from "./section";
import { pdfText } from "./text";

const party = (name: string, crn: string | null) => `${name}${crn ? ` (${crn})` : ""}`;

const LINK_COLUMNS: Array<Column<ChainLevel["links"][number] & { level: number }>> = [
  { header: "Level", width: 0.5, numeric: true, cell: (row) => String(row.level) },
  { header: "Owner or controller", width: 2.4, cell: (row) => `${party(row.owner, row.ownerCrn)}\n${row.ownerKind}` },
  { header: "Relation", width: 1.5, cell: (row) => row.relation },
  { header: "What it is", width: 2, cell: (row) => row.what },
  { header: "Of", width: 1.8, cell: (row) => party(row.owned, row.ownedCrn) },
];

const box = { borderWidth: 0.75, borderColor: COLOURS.accent, padding: 4, width: "23%", marginRight: "2%" } as const;

export function OwnershipBrief({ report }: { report: Report }) {
  const { data, status, note } = report.ownership;
  const company = report.company.data;
  const levels = ownershipChain(data.rows, company, REPORT_CHAIN_BOUNDS);
  return (
    <MarkedView bookmark="Ownership">
      <Text style={styles.h3} minPresenceAhead={60}>Ownership</Text>
      {status !== "ok" && <Text style={status === "failed" ? styles.failed : styles.note}>{pdfText(note)}</Text>}
      {status === "ok" && levels.length === 0 && <Text style={styles.note}>No current owner or controller is recorded above the company.</Text>}
      {levels.length > 0 && (
        <View wrap={false}>
          <Text style={[styles.muted, { marginBottom: 3 }]}>
            Who owns or controls the company now, up to {REPORT_CHAIN_BOUNDS.levels} levels and {REPORT_CHAIN_BOUNDS.perLevel} parties a level (highest first); every link is in the Ownership appendix and the workbook.
          </Text>
          {[...levels].reverse().map((level, index) => (
            <View key={`level-${levels.length - index}`}>
              <View style={{ flexDirection: "row" }}>
                {level.links.map((link) => (
                  <View key={`${link.owner}-${link.owned}`} style={box}>
                    <Text style={{ fontFamily: FONT.bold }}>{pdfText(party(link.owner, link.ownerCrn))}</Text>
                    <Text style={styles.muted}>{pdfText(`${link.relation}: ${link.what}`)}</Text>
                  </View>
                ))}
                {level.more > 0 && <View style={[box, { borderStyle: "dashed", borderColor: COLOURS.line }]}><Text style={styles.muted}>and {level.more} more</Text></View>}
              </View>
              <Text style={[styles.muted, { marginVertical: 2 }]}>{"|  owns or controls"}</Text>
            </View>
          ))}
          <View style={[box, { width: "48%", backgroundColor: COLOURS.band }]}>
            <Text style={{ fontFamily: FONT.bold }}>{pdfText(party(company.name, company.number))}</Text>
            <Text style={styles.muted}>The company</Text>
          </View>
        </View>
      )}
      {levels.length > 0 && (
        <View style={{ marginTop: 6 }}>
          <Text style={styles.muted}>The drawing&apos;s links as a table:</Text>
          <Table columns={LINK_COLUMNS} rows={levels.flatMap((level, index) => level.links.map((link) => ({ ...link, level: index + 1 })))} />
        </View>
      )}
    </MarkedView>
  );
}
