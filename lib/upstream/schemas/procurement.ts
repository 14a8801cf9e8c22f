// Government procurement notices.
import { int, list, record, text, textFields } from "../fields";

export const procurementRecordSchema = record({
  ...textFields([
    "organisationReg", "awarded_date", "closing_date", "buyerGroupName", "buyer_name", "contract_end_date",
    "contract_start_date", "customOrganisationReg", "end_date", "notice_identifier", "notice_type",
    "ojeu_contract_type", "published_date", "start_date", "status", "title",
  ]),
  awarded_value: int,
  cpv_codes: list(record({ code: text, desc: text })),
  suppliers: list(record({ name: text, supplierGroupName: text, supplierReg: text })),
});
