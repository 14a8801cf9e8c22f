// The company: its full profile, the summary and the trading addresses.
import { z } from "zod";
import { boolFields, list, num, numberFields, optionalRecord, orNull, record, text, textFields } from "../fields";
import { cagrSchema, financialRatiosSchema, oneYearGrowthSchema, statutoryAccountsSchema } from "./accounts";
import { addressSchema, contactDetailsSchema } from "./address";
import { ccjRecordSchema, possibleCcjSchema } from "./ccj";
import { chargeRecordSchema } from "./charges";
import { filingHistorySchema } from "./filings";
import { directorSchema } from "./officers";
import { pscRecordSchema } from "./psc";
import { groupStructureSchema, shareRecordSchema } from "./shares";
import { sic2007Schema, sicCodeSchema } from "./sic";

const geoLocationSchema = optionalRecord({ companyGeoLocation: optionalRecord({ lat: num, lon: num }) });

const ALERT_FIELDS = [
  "alertCode", "alertCodeTitle", "alertDate",
  ...Array.from({ length: 11 }, (_, index) => `alertDetail${index + 1}` as const),
] as const;

export const companyProfileSchema = record({
  ...textFields([
    "companyRegistrationNumber", "businessName", "companyRegistrationDate", "businessAlphaName", "companyStatus",
    "companyLiquidationStatus", "administrationOrderFlag", "voluntaryAgreementFlag", "inAdministrationFlag",
    "receiveManagerFlag", "latestAnnualReturnDate", "nextAnnualReturnDate", "accountsFilingDate",
    "latestDateOfAccounts", "accountsDueDate", "accountsMadeUpDate", "accountsReferenceDate", "charityNumber", "ftsea",
    "ftset", "accountsType", "companyType", "companyConatctsIndustry",
  ]),
  ...numberFields([
    "companyAge", "activeDirectorsCount", "resignedDirectorsCount", "totalDirectorsCount", "totalSecretary",
    "activeSecretary", "numtradingAddress", "numberOfHnwiPerson", "chargesCount", "outstandingCount", "satisfiedCount",
    "partialSatisfiedCount", "numLanCorporate", "numShareHolder", "shareHoldingsCountLive", "shareHoldingsCount",
    "voScore_updated",
  ]),
  ...boolFields([
    "hasContactInfo", "hasWebsite", "hasCAGR", "hasZScore", "hasIScore", "hasContactNumber", "hasCompanyGenericMail",
    "hasCompanyWebsite", "hasCompanyLinkedinUrl", "hasCompanyTwitterUrl", "hasCompanyFacebookUrl",
    "companyConatctsEmailPattern", "isDebtor", "hasCreditor", "isCreditor", "hasDebtor", "hasHNW1", "hasCharges",
    "hasLandCorporate", "hasCCJInfo", "hasPossibleCCJInfo", "hasTradingAddress", "hasFinances", "hasSafeAlerts",
    "hasShareHoldings", "hasShareHolders", "hasPscData", "hasPersonalLinkedinUrl", "hasPersonalGenericMail",
    "hasPersonalFacebookUrl", "hasPersonalTwitterUrl", "hasPersonalTelephone",
  ]),
  documents: orNull(filingHistorySchema),
  bankDetails: list(z.unknown()),
  sicCode2: sicCodeSchema,
  sicCode3: sicCodeSchema,
  sicCode4: sicCodeSchema,
  sicCode07: sic2007Schema,
  companyDescription: optionalRecord({ aboutUs: text }),
  regAddress: orNull(addressSchema),
  previousNames: list(record(textFields(["alphaName", "previousName", "registrationNumber", "changedDate"]))),
  principalActivityDetails: list(record({ description: text })),
  mortgages: list(chargeRecordSchema),
  statutoryAccounts: list(statutoryAccountsSchema),
  pscData: list(pscRecordSchema),
  financialRatios: list(financialRatiosSchema),
  companyCommentary: list(
    record(
      textFields([
        "companyRegistrationNumber", "commentaryCode", "dateLogged", "commentaryText", "commentaryPriority",
        "commentaryImpact",
      ]),
    ),
  ),
  cagr: list(cagrSchema),
  pin: geoLocationSchema,
  auditorsQualificationCodes: list(record(textFields(["accountantsName", "auditors", "accountsDate"]))),
  companyContactInformation: optionalRecord(textFields(["website", "linkedin_url", "facebook_url", "ctps"])),
  companyEvents: list(record(textFields(["statusCode", "statusCodeDesc", "statusFiledDate", "registeredDate"]))),
  directorsData: list(directorSchema),
  groupStructures: groupStructureSchema,
  shareDetails: list(shareRecordSchema),
  oneYearGrowth: oneYearGrowthSchema,
  ccjDetails: list(ccjRecordSchema),
  possibleCCJDetails: list(possibleCcjSchema),
  safealertsinformation: list(record(textFields(ALERT_FIELDS))),
  contactDetails: orNull(contactDetailsSchema),
});

export const summarySchema = record({
  companyRegistrationNumber: text,
  businessName: text,
  regAddress: orNull(addressSchema),
});

export const tradingAddressResponseSchema = record({
  ...textFields(["companyRegistrationNumber", "businessName", "companyRegistrationDate", "companyStatus"]),
  tradingAddres: list(
    record({
      ...textFields([
        "postcode", "county", "district", "ward", "country", "constituency", "region", "postcode_area",
        "postcode_district", "police_force",
      ]),
      pin: geoLocationSchema,
    }),
  ),
});

export type CompanyProfile = z.infer<typeof companyProfileSchema>;
