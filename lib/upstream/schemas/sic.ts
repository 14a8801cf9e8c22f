// Industry classification fields of a company: SIC 1992 (sicCode2..4) and SIC 2007 (sicCode07).
import { z } from "zod";
import { list, optionalRecord, text } from "../fields";

/** sicCode2 (strings) and sicCode3/sicCode4 (number typed, read tolerantly as text: codes keep leading zeros). */
export const sicCodeSchema = optionalRecord({ sicNumber1: text, sicText1: text });

const untypedList = list(z.unknown());

/** sicCode07: the spec lists both capitalisations of each field; both are kept. */
export const sic2007Schema = optionalRecord({
  SicNumber_1: text, SicText_1: text, SicNumber_2: untypedList, SicText_2: untypedList,
  SicNumber_3: untypedList, SicText_3: untypedList,
  sicNumber_1: text, sicText_1: text, sicNumber_2: untypedList, sicText_2: untypedList,
  sicNumber_3: untypedList, sicText_3: untypedList,
});
