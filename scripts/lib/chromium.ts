// The browser the e2e suite and the bench's pages arm drive. Browsers cannot be downloaded on these machines: Debian's
// Chromium, in its headless shell (the build Playwright itself runs headless). The full browser, headless, builds its
// omnibox popup's interface in a renderer of its own for every browser context, which on two cores held each page's
// first paint back and made the e2e suite run markedly longer (bench/changes-bought.md, eighth pass).
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
