// Stands in for the `server-only` guard where server modules run outside Next (tests, scripts).
export {};
