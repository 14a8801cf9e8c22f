// Property register: the record of a company's property titles.
import { bool, int, record, textFields } from "../fields";

export const propertyRecordSchema = record({
  ...textFields([
    "postcode_district", "country", "additionalProprietorIndicator", "propertType", "propertyKind", "propertyAddress",
    "postcode", "lmkKey", "county", "ward", "police_force", "changeIndicator", "dateProprietorAdded", "constituency",
    "titleNumber", "district", "changeDate", "postcode_area", "category", "region", "tenure",
  ]),
  hasEpcData: bool,
  pricePaid: int,
});
