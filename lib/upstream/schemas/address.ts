// Address shapes: the registered address (regAddress) and its subset used for contact details.
import { record, textFields } from "../fields";

const CONTACT_FIELDS = [
  "addressLine1", "addressLine2", "addressLine3", "addressLine4", "postalCode", "telephone", "ctps", "website",
  "regPOBox", "regCareOfAddress", "regOfficeAreaCode",
] as const;

const ADDRESS_FIELDS = [
  ...CONTACT_FIELDS,
  "county", "country", "ward", "constituency", "region", "postcode_area", "postcode_district", "district",
  "police_force", "linkedin_url", "facebook_url",
] as const;

export const addressSchema = record(textFields(ADDRESS_FIELDS));
export const contactDetailsSchema = record(textFields(CONTACT_FIELDS));
