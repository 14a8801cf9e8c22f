// Shares and group: share records (shareDetails items) and the group structure object.
import { num, optionalRecord, record, text, textFields } from "../fields";

export const shareRecordSchema = record({
  shareholderPNRNumber: text,
  companyRegistrationNumber: text,
  numberOfSharesIssued: num,
  shareType: text,
  shareClasses: text,
  value: num,
  currency: text,
  shareholdersDetails: optionalRecord(
    textFields([
      "shareholderTitle", "shareholderForename", "shareholderSurname", "shareholderAddress1", "shareholderAddress2",
      "shareholderAddress3", "shareholderAddress4", "shareholderAddress5", "shareholderPostcode",
    ]),
  ),
});

export const groupStructureSchema = optionalRecord(
  textFields([
    "ultimateParentCompanyRegistrationNumber", "parentCompanyRegistrationNumber", "companyRegistrationNumber",
    "businessName", "country", "companyLevelGroup", "holdingType", "ultimateParentBusinessName", "parentBusinessName",
  ]),
);
