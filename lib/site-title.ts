// How a browser tab names a page. The server's metadata template and the company page's client-side title both read
// this, so a tab reads the same whichever of them set it last.
export const SITE_NAME = "Company due diligence";

export const TITLE_TEMPLATE = `%s · ${SITE_NAME}`;

export function pageTitle(title: string): string {
  return TITLE_TEMPLATE.replace("%s", title);
}
