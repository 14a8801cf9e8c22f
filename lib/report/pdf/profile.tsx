// Profile and addresses: the header and overview of the company page.
import { Text, View } from "@react-pdf/renderer";
import { formatAge } from "@/lib/format/dates";
import type { Report } from "../model";
import { Facts } from "./facts";
import { ReportSection } from "./section";
import { styles } from "./styles";
import { date, or, pdfText } from "./text";

export function Profile({ report }: { report: Report }) {
  const { data, status, note } = report.company;
  const trading = report.tradingAddresses;
  return (
    <ReportSection title="Profile and addresses" status={status} note={note}>
      <Facts
        items={[
          ["Name", data.name],
          ["Company number", data.number],
          ["Status", or(data.status)],
          ["Company type", or(data.type)],
          ["Incorporated", `${date(data.incorporated)}${data.ageYears != null ? ` (${formatAge(data.ageYears)})` : ""}`],
          ["SIC codes", data.sic.length ? data.sic.map((sic) => `${sic.code}${sic.description ? ` — ${sic.description}` : ""}`).join("\n") : "None recorded"],
          ["Previous names", data.previousNames.length ? data.previousNames.map((item) => `${item.name}${item.until ? ` (until ${date(item.until)})` : ""}`).join("\n") : "None"],
          ["Registered address", or(data.registeredAddress)],
          ["Contact address", or(data.contactAddress, "None recorded")],
          ["Telephone", or(data.telephone)],
          ["Website", or(data.website)],
          ...(data.dissolvedOn ? [["Dissolved on", date(data.dissolvedOn)] as [string, string]] : []),
          ["Accounts made up to", date(data.accountsMadeUp)],
          ["Accounts due", `${date(data.accountsDue)}${data.accountsOverdue ? " (overdue)" : ""}`],
          ["Confirmation statement made up to", date(data.confirmationMadeUp)],
          ["Confirmation statement due", `${date(data.confirmationDue)}${data.confirmationOverdue ? " (overdue)" : ""}`],
        ]}
      />
      <Text style={styles.h3}>Trading addresses</Text>
      {trading.note && <Text style={trading.status === "failed" ? styles.failed : styles.note}>{pdfText(trading.note)}</Text>}
      {trading.data.map((line, index) => <Text key={index}>{pdfText(line)}</Text>)}
      <Text style={styles.h3}>About the company</Text>
      <Text style={styles.paragraph}>{or(data.description, "No description recorded.")}</Text>
      {data.activities.length > 0 && (
        <View>
          <Text style={styles.h3}>Principal activities</Text>
          {data.activities.map((text, index) => <Text key={index}>• {pdfText(text)}</Text>)}
        </View>
      )}
      <Text style={styles.h3}>Recent events</Text>
      {data.events.length
        ? data.events.map((event, index) => <Text key={index}>{date(event.date)} — {pdfText(event.description)}</Text>)
        : <Text style={styles.note}>No recent events recorded.</Text>}
      <Text style={styles.h3}>Safe alerts</Text>
      {data.safeAlerts.length
        ? data.safeAlerts.map((alert, index) => <Text key={index}>{date(alert.date)} — {pdfText(alert.title)}{alert.detail ? `: ${pdfText(alert.detail)}` : ""}</Text>)
        : <Text style={styles.note}>No safe alerts recorded.</Text>}
    </ReportSection>
  );
}
