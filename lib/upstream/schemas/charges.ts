// Charges (lending): the profile's mortgages, the fuller records of the charge operations, and their envelope.
import { z } from "zod";
import { bool, list, record, text, textFields } from "../fields";

const CHARGE_TEXT_FIELDS = [
  "regDate", "createdDate", "satisfiedDate", "lastChangeDate", "memorandumNature", "chargeCode", "createdMonth",
  "regMonth",
] as const;

const MORTGAGE_DETAIL_FIELDS = ["recordType", "description", "chargeCode", "groupName", "sector"] as const;

/** A charge as the profile's mortgages array holds it. */
export const chargeRecordSchema = record({
  ...textFields(CHARGE_TEXT_FIELDS),
  mortgageDetails: list(record(textFields(MORTGAGE_DETAIL_FIELDS))),
});

/** A charge as the charge operations return it, with the finance flags and lending tags. */
export const detailedChargeRecordSchema = record({
  ...textFields(CHARGE_TEXT_FIELDS),
  invoice_finance: text,
  assets_finance_exists: bool,
  property_finance_exists: bool,
  mortgageDetails: list(record({ ...textFields(MORTGAGE_DETAIL_FIELDS), tagName: list(z.string()) })),
});

/** The envelope of the paged charge operations (unsecured, secured, registered-by-date). */
export const chargeEnvelopeSchema = record({
  companyRegistrationNumber: text,
  businessName: text,
  mortgages: list(detailedChargeRecordSchema),
});
