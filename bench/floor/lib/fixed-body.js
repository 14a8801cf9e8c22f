// The floor's fixed body: an 18 kB JSON answer made once, what a route handler costs that only answers (the cost a
// BFF cache hit is measured against).
const SIZE = 18_000;
const items = Array.from({ length: 150 }, (_, index) => ({
  id: index,
  name: `Company ${String(index).padStart(8, "0")} Limited`,
  status: "active",
  note: "x".repeat(40),
}));
const bare = JSON.stringify({ items, padding: "" });
const body = JSON.stringify({ items, padding: "x".repeat(Math.max(0, SIZE - bare.length)) });

export function fixedAnswer() {
  return new Response(body, { headers: { "content-type": "application/json" } });
}
