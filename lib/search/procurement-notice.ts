// What a procurement notice says, worded for the results table: which of its CPV codes the search matched, and what
// its value means (the awarded value only once a contract is awarded; before that the buyer's estimate).

interface NoticeLike {
  status: string | null;
  notice_type: string | null;
  awarded_date: string | null;
  awarded_value: number | null;
  suppliers: readonly unknown[];
  cpv_codes: ReadonlyArray<{ code: string | null; desc: string | null }>;
}

export interface NoticeValue {
  label: "Awarded value" | "Estimated value";
  amount: number | null;
}

/** Awarded: the status or stage says so, or the notice names an award date or the suppliers that won it. */
export function isAwardedNotice(notice: NoticeLike): boolean {
  return /award/i.test(notice.status ?? "") || /award|contract/i.test(notice.notice_type ?? "") || Boolean(notice.awarded_date) || notice.suppliers.length > 0;
}

export function noticeValue(notice: NoticeLike): NoticeValue {
  return { label: isAwardedNotice(notice) ? "Awarded value" : "Estimated value", amount: notice.awarded_value };
}

/**
 * The searched CPV codes as prefixes: CPV is a hierarchy whose trailing zeros mean "everything below", so 72000000
 * matches every IT services code and 72200000 only software. The check digit ("-7") is not part of the code.
 */
export function cpvPrefixes(searched: string): string[] {
  return searched
    .split(",")
    .map((code) => code.trim().replace(/-\d$/, "").replace(/\D/g, "").slice(0, 8))
    .filter(Boolean)
    .map((digits) => digits.replace(/0+$/, "").padEnd(2, "0"));
}

export interface NoticeCpv {
  code: string;
  description: string | null;
  matched: boolean;
}

/** The notice's codes with the ones the search matched marked, matched ones first. */
export function noticeCpvs(notice: NoticeLike, searched: string): NoticeCpv[] {
  const prefixes = cpvPrefixes(searched);
  const codes = notice.cpv_codes
    .filter((cpv) => cpv.code)
    .map((cpv) => ({ code: cpv.code as string, description: cpv.desc, matched: prefixes.some((prefix) => (cpv.code as string).startsWith(prefix)) }));
  return [...codes.filter((cpv) => cpv.matched), ...codes.filter((cpv) => !cpv.matched)];
}
