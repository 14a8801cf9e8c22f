// /search/property: the company linked to a title number (operation 17). The BFF does not page this operation, so
// `page` pages the answer in the browser.
import type { SearchValues } from "./search-params";

export const PROPERTY_PARAMS = ["title", "page"] as const;
export const PROPERTY_DEFAULTS = { page: "0" };
/** Rows per page when the browser pages an unpaged answer. */
export const LOCAL_PAGE_SIZE = 25;

export type PropertyParam = (typeof PROPERTY_PARAMS)[number];
export type PropertyValues = SearchValues<PropertyParam>;
