// The profile's mortgages joined with the fuller record of the charges operation (matched by charge code), with
// each charge's status worded the way the profile's counts word it (./charge-status.ts).
import type { z } from "zod";
import type { chargeRecordSchema, detailedChargeRecordSchema } from "@/lib/upstream/schemas/charges";
import { dateSortKey } from "@/lib/format/dates";
import { chargeStatusWords } from "./ch-words";
import { chargeStatus, type ChargeStatus } from "./charge-status";

type Charge = z.output<typeof chargeRecordSchema>;
type DetailedCharge = z.output<typeof detailedChargeRecordSchema>;

export interface ChargeRow {
  key: string;
  code: string | null;
  created: string | null;
  registered: string | null;
  satisfied: string | null;
  status: ChargeStatus;
  nature: string | null;
  entitled: string[];
  descriptions: string[];
  tags: string[];
  /**
   * Whether the service gave this charge's lending tags: only the charge operations' records carry tagName (the
   * profile's mortgages do not), so a charge known from the profile alone has tags not given here, not no tags.
   */
  tagsKnown: boolean;
}

const ORDER: Record<ChargeStatus, number> = { Outstanding: 0, "Partially satisfied": 1, Satisfied: 2 };

export function chargeRows(mortgages: readonly Charge[], detailed: readonly DetailedCharge[]): ChargeRow[] {
  const all: Array<Charge | DetailedCharge> = [...mortgages];
  for (const record of detailed) {
    if (!all.some((charge) => charge.chargeCode && charge.chargeCode === record.chargeCode)) all.push(record);
  }
  return all
    .map((charge, index) => {
      const fuller = detailed.find((record) => record === charge || (record.chargeCode && record.chargeCode === charge.chargeCode));
      const details = (fuller ?? charge).mortgageDetails as DetailedCharge["mortgageDetails"];
      const tags = details.flatMap((item) => item.tagName ?? []);
      return {
        key: `${charge.chargeCode ?? "charge"}-${index}`,
        code: charge.chargeCode,
        created: charge.createdDate,
        registered: charge.regDate,
        satisfied: charge.satisfiedDate,
        status: chargeStatus(charge),
        // The upstream may send Companies House's code ("part-satisfied"): the report shows its words.
        nature: chargeStatusWords(charge.memorandumNature),
        entitled: unique(details.filter((item) => /entitled|person/i.test(item.recordType ?? "")).map((item) => item.description)),
        descriptions: unique(details.filter((item) => !/entitled|person/i.test(item.recordType ?? "")).map((item) => item.description)),
        tags: unique(tags),
        tagsKnown: fuller !== undefined,
      };
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || dateSortKey(b.created ?? b.registered) - dateSortKey(a.created ?? a.registered));
}

function unique(values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value?.trim())))];
}
