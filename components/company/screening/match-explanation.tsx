// Why a result scored as it did: every feature the matcher compared, with its value, its weight and what it compared
// in words (both names as compared, the birth dates, the countries). Presentational: the match comes in as a prop.
import { Table, TableScroll, Td, Th } from "@/components/ui/table";
import { featureWords } from "@/lib/screening/feature-words";
import type { ReviewedMatch } from "@/lib/screening/reviewed-screening";

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function MatchExplanation({ match }: { match: ReviewedMatch }) {
  return (
    <TableScroll label={`Why ${match.entity.caption} scored ${match.score.toFixed(2)}`}>
      <Table caption={`Features of the match with ${match.entity.caption}`}>
        <thead>
          <tr><Th>Feature</Th><Th numeric>Value</Th><Th numeric>Weight</Th><Th>Compared</Th></tr>
        </thead>
        <tbody>
          {match.features.map((feature) => (
            <tr key={`${feature.name}-${feature.detail}`} data-testid="match-feature" data-feature={feature.name}>
              <Td className="whitespace-nowrap font-medium">{featureWords(feature.name)}</Td>
              <Td numeric className="tabular-nums">{feature.score.toFixed(2)}</Td>
              <Td numeric className="tabular-nums">{signed(feature.weight)}</Td>
              <Td className="min-w-56">{feature.detail}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
