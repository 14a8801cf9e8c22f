// Persons with significant control.
import { record, textFields } from "../fields";

export const pscRecordSchema = record(
  textFields([
    "companyRegistrationNumber", "dataOfBirth", "title", "pscName", "premisesNumber", "addressLine1", "addressLine2",
    "locality", "postalCode", "county", "region", "etagRef", "controlType", "notifiedDate", "ceasedDate", "insertDate",
    "countryOfResidence", "nationality", "natureOfControl", "links", "legalAuthority", "legalForm", "regCountry",
    "regPlace", "regNumber", "linkedPscName", "stat",
  ]),
);
