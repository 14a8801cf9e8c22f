// The company extract returned by the international trade and property-by-title operations.
import { z } from "zod";
import { list, orNull, record, textFields } from "../fields";
import { statutoryAccountsSchema } from "./accounts";
import { addressSchema } from "./address";
import { sic2007Schema, sicCodeSchema } from "./sic";

export const companyExtractSchema = record({
  ...textFields([
    "companyRegistrationNumber", "businessName", "companyStatus", "companyRegistrationDate", "region",
    "numberOfEmployees",
  ]),
  statutoryAccounts: list(statutoryAccountsSchema),
  regAddress: orNull(addressSchema),
  sicCode2: sicCodeSchema,
  sicCode3: sicCodeSchema,
  sicCode4: sicCodeSchema,
  sicCode07: sic2007Schema,
  industryTagList: list(z.unknown()),
});
