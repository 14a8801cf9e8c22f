// Birth dates compared at the precision both sides give: the list format writes YYYY, YYYY-MM or YYYY-MM-DD, and
// Companies House publishes an officer's month and year only, so a "different day" can only be said when both
// sides have days. A day and month swapped is a common clerical error and counts half.

export interface DateComparison {
  /** No birth year in common. */
  yearDiffers: number;
  /** No date in common at the precision both give (so also when the years differ): 1, or 0.5 for day and month swapped. */
  dateDiffers: number;
  detail: string;
}

/** "1971-01-22", "1971-01" or "1971" from the forms the upstream and lists write; null when there is no year. */
export function isoBirthDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const iso = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(text);
  if (iso) return [iso[1], iso[2], iso[3]].filter(Boolean).join("-");
  // "22/01/1971" or "01/1971", as UK sources write dates.
  const uk = /^(?:(\d{1,2})\/)?(\d{1,2})\/(\d{4})$/.exec(text);
  if (uk) return [uk[3], uk[2].padStart(2, "0"), uk[1]?.padStart(2, "0")].filter(Boolean).join("-");
  return null;
}

const swapDayMonth = (date: string) => {
  const [year, month, day] = date.split("-");
  return `${year}-${day}-${month}`;
};

export function compareBirthDates(query: string | null | undefined, list: readonly string[]): DateComparison | null {
  const ours = isoBirthDate(query);
  const theirs = list.map(isoBirthDate).filter((date): date is string => date !== null);
  if (!ours || theirs.length === 0) return null;
  const said = `${ours} against ${theirs.join(", ")}`;
  const ourYear = ours.slice(0, 4);
  const sameYear = theirs.filter((date) => date.slice(0, 4) === ourYear);
  if (sameYear.length === 0) return { yearDiffers: 1, dateDiffers: 1, detail: `Birth years differ: ${said}` };
  let best = 1;
  for (const date of sameYear) {
    const precision = Math.min(ours.length, date.length);
    if (ours.slice(0, precision) === date.slice(0, precision)) best = 0;
    else if (precision === 10 && swapDayMonth(ours) === date) best = Math.min(best, 0.5);
  }
  if (best === 0) return { yearDiffers: 0, dateDiffers: 0, detail: `Birth dates agree: ${said}` };
  const how = best === 0.5 ? "differ by a day and month swapped" : "differ in the same year";
  return { yearDiffers: 0, dateDiffers: best, detail: `Birth dates ${how}: ${said}` };
}
