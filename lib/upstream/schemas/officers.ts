// Officers: director records, and the officers and directors responses that carry them.
import { bool, int, list, optionalRecord, record, text, textFields } from "../fields";
import { shareRecordSchema } from "./shares";

export const directorSchema = record({
  directorPnr: int,
  ...textFields([
    "fromDate", "toDate", "appointment", "position", "directorTitle", "directorRole", "directorQualifications",
    "directorJobRole", "directorOccupation", "email", "linkedin_url", "email_pattern",
  ]),
  directorshipCountUpdated: optionalRecord({ active_count: int, non_active_count: int, resined_count: int, total: int }),
  directorshipCount: int,
  detailedInformation: optionalRecord(
    textFields([
      "forename", "middleName", "surname", "fullName", "postalCode", "country", "birthDate", "nationalityName",
      "nationality", "directorAge",
    ]),
  ),
  hasPersonalEmailPattern: bool,
  hasPersonalDecisionMaker: bool,
  hasPersonalFacebookUrl: bool,
  hasPersonalTwitterUrl: bool,
  hasPersonalLinkedinUrl: bool,
  hasPersonalGenericMail: bool,
});

export const officersResponseSchema = record({
  companyRegistrationNumber: text,
  directorsData: list(directorSchema),
  shareDetails: list(shareRecordSchema),
});

export const directorsResponseSchema = record({
  companyRegistrationNumber: text,
  directorsData: list(directorSchema),
});
