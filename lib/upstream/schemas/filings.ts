// Filing history: the documents object of the profile and the response of the documents operation.
import { int, list, optionalRecord, record, text, textFields } from "../fields";

const descriptionValuesSchema = optionalRecord(
  textFields(["description", "appointment_date", "officer_name", "termination_date"]),
);

const resolutionSchema = record({
  ...textFields(["category", "description", "subCategory", "type", "barCode", "transactionId"]),
  description_values: descriptionValuesSchema,
});

export const filingItemSchema = record({
  ...textFields(["category", "date", "description", "paper_filed"]),
  description_values: descriptionValuesSchema,
  resolutions: list(resolutionSchema),
  links: optionalRecord(textFields(["self", "document_metadata"])),
});

export const filingHistorySchema = record({
  startIndex: text,
  itemsPerPage: text,
  totalCount: int,
  filingHistoryStatus: text,
  items: list(filingItemSchema),
});
