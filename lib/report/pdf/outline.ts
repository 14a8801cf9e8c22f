// The PDF's outline (bookmarks): react-pdf writes one per part it renders, from the `bookmark` of each section's
// heading (./section.tsx) and of the summary's parts; pdf-lib's copyPages leaves outlines behind, so each part's
// items are read here, their pages mapped to the joined document's, and one outline is written for the whole report.
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, type PDFDocument, type PDFPage } from "pdf-lib";

export interface OutlineItem {
  title: string;
  /** The page's index in the joined document. */
  page: number;
  /** Where on the page, in PDF points from the bottom (the destination's top), when the part gave it. */
  top: number | null;
  children: OutlineItem[];
}

/** A part's outline, its pages numbered from `firstPage` (where the part's first page falls in the joined document). */
export function readOutline(part: PDFDocument, firstPage: number): OutlineItem[] {
  const outlines = part.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  if (!outlines) return [];
  const pageRefs = part.getPages().map((page) => page.ref);
  return readItems(part, outlines, pageRefs, firstPage);
}

function readItems(part: PDFDocument, parent: PDFDict, pageRefs: PDFRef[], firstPage: number): OutlineItem[] {
  const items: OutlineItem[] = [];
  let item = parent.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    const title = item.lookupMaybe(PDFName.of("Title"), PDFString, PDFHexString)?.decodeText() ?? "";
    const dest = item.lookupMaybe(PDFName.of("Dest"), PDFArray);
    const target = dest?.get(0);
    const index = target instanceof PDFRef ? pageRefs.findIndex((ref) => ref === target || ref.toString() === target.toString()) : -1;
    const top = dest?.lookupMaybe(3, PDFNumber)?.asNumber() ?? null;
    if (index >= 0) items.push({ title, page: firstPage + index, top, children: readItems(part, item, pageRefs, firstPage) });
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  return items;
}

/** Writes the items as the document's outline, shown open (PageMode UseOutlines) so a reader sees the sections. */
export function writeOutline(pdf: PDFDocument, items: readonly OutlineItem[]): void {
  if (items.length === 0) return;
  const rootRef = pdf.context.nextRef();
  const level = writeLevel(pdf, pdf.getPages(), items, rootRef);
  pdf.context.assign(rootRef, pdf.context.obj({ Type: "Outlines", First: level.first, Last: level.last, Count: level.count }));
  pdf.catalog.set(PDFName.of("Outlines"), rootRef);
  pdf.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/** Writes one level's items under `parentRef`: its first and last item, and how many items it holds at every depth. */
function writeLevel(pdf: PDFDocument, pages: PDFPage[], items: readonly OutlineItem[], parentRef: PDFRef): { first: PDFRef; last: PDFRef; count: number } {
  const refs = items.map(() => pdf.context.nextRef());
  let count = 0;
  items.forEach((item, index) => {
    const page = pages[item.page];
    const dest = item.top == null ? [page.ref, "Fit"] : [page.ref, "XYZ", null, item.top, null];
    const dict = pdf.context.obj({ Title: PDFHexString.fromText(item.title), Parent: parentRef, Dest: dest });
    if (index > 0) dict.set(PDFName.of("Prev"), refs[index - 1]);
    if (index < items.length - 1) dict.set(PDFName.of("Next"), refs[index + 1]);
    if (item.children.length) {
      const below = writeLevel(pdf, pages, item.children, refs[index]);
      dict.set(PDFName.of("First"), below.first);
      dict.set(PDFName.of("Last"), below.last);
      dict.set(PDFName.of("Count"), PDFNumber.of(below.count));
      count += below.count;
    }
    pdf.context.assign(refs[index], dict);
    count += 1;
  });
  return { first: refs[0], last: refs[refs.length - 1], count };
}
