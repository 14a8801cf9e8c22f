// County court judgments: the full CCJ record and the profile's possible-CCJ entries.
import { num, record, text, textFields } from "../fields";

export const ccjRecordSchema = record({
  ...textFields([
    "caseNumber", "ccjDate", "ccjPaidDate", "court", "splitFlag", "businessName", "incomingRecordDetails",
    "plaintiffName", "plaintiffForeName", "plaintiffSurName", "plaintiffAddressLine1", "plaintiffAddressLine2",
    "plaintiffAddressLine3", "plaintiffAddressLine4", "plaintiffAddressLine5", "manualUpdateFlag", "amendFlag",
    "ccjStatus", "type",
  ]),
  ccjAmount: num,
  // Integers in the spec; read as text so that a postcode or a telephone number keeps its form.
  plaintiffPostCode: text,
  plaintiffTelephone: text,
});

export const possibleCcjSchema = record({ ccjDate: text, ccjAmount: num, court: text, ccjStatus: text, type: text });

