// The inputs of the people routes, validated like every BFF input: a problem names the parameter.
import type { Read } from "@/lib/api/route";
import { clip, refuse } from "@/lib/directory/search-input";
import { COMPANY_NUMBER_RULE, normaliseCompanyNumber } from "@/lib/upstream/company-number";

/** The most officers one request asks about: a company's whole list, with room to spare. */
export const MAX_PEOPLE = 500;
const PNR = /^[1-9]\d{0,14}$/;
const PNR_RULE = "a person number (the service's directorPnr): digits, not starting with 0";

export function readPnr(raw: string | undefined): Read<{ pnr: number }> {
  const text = (raw ?? "").trim();
  return PNR.test(text) ? { ok: true, input: { pnr: Number(text) } } : refuse("pnr", `The path must name ${PNR_RULE}; got '${clip(text)}'.`);
}

export interface OfficersInput {
  company: string;
  people: number[];
}

/** `?company=&pnr=` (pnr repeated, or comma-separated). */
export function readOfficersInput(search: URLSearchParams): Read<OfficersInput> {
  for (const name of new Set(search.keys())) {
    if (name !== "company" && name !== "pnr") return refuse(name, `Unknown query parameter '${clip(name)}'. Allowed: company, pnr.`);
  }
  if (search.getAll("company").length !== 1) return refuse("company", `The query parameter 'company' is required once: ${COMPANY_NUMBER_RULE}.`);
  const raw = search.get("company") ?? "";
  const company = raw.length <= 20 ? normaliseCompanyNumber(raw) : null;
  if (!company) return refuse("company", `The query parameter 'company' must be ${COMPANY_NUMBER_RULE}; got '${clip(raw)}'.`);
  const texts = search.getAll("pnr").flatMap((value) => value.split(",")).map((value) => value.trim()).filter(Boolean);
  if (texts.length > MAX_PEOPLE) return refuse("pnr", `At most ${MAX_PEOPLE} people at once; got ${texts.length}.`);
  const wrong = texts.find((text) => !PNR.test(text));
  if (wrong !== undefined) return refuse("pnr", `Each 'pnr' must be ${PNR_RULE}; got '${clip(wrong)}'.`);
  return { ok: true, input: { company, people: [...new Set(texts.map(Number))] } };
}
