// Label–value pairs, as the screens' Facts list shows them.
import { Text, View } from "@react-pdf/renderer";
import { pdfText } from "./text";
import { styles } from "./styles";

export function Facts({ items }: { items: Array<[label: string, value: string]> }) {
  return (
    <View style={styles.section}>
      {items.map(([label, value]) => (
        <View key={label} style={styles.factRow} wrap={false}>
          <Text style={styles.factLabel}>{label}</Text>
          <Text style={styles.factValue}>{pdfText(value)}</Text>
        </View>
      ))}
    </View>
  );
}
