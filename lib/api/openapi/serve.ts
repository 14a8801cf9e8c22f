import "server-only";
// GET /api/openapi.json (the API's description) and GET /api/docs (its reference page, rendered in the browser by
// Scalar's standalone viewer, served from this origin at /api/docs/scalar.js). Public: a developer reads them before
// having a token, and they tell an anonymous caller nothing the route table does not (no data, no key, no upstream
// address). The page is plain HTML from a route, not a Next page: the viewer's 3.5 MB script is in no page's bundle,
// and its CSP (lib/api/security-headers.mjs) allows its own script and styles on these paths only.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { conditional } from "../etag";
import { defineRoute, publicEndpoint } from "../route";
import { apiDocument } from "./document";

const UTF8 = new TextEncoder();
let documentBytes: Uint8Array<ArrayBuffer> | undefined;

export const openApiRoute = defineRoute({
  subject: "The API's description is read-only",
  methods: {
    GET: publicEndpoint({
      lane: "none",
      handler: async (request) => {
        documentBytes ??= UTF8.encode(JSON.stringify(apiDocument()));
        return conditional(request, new Response(documentBytes, { headers: { "content-type": "application/json" } }), documentBytes);
      },
    }),
  },
});

/**
 * The viewer reads the description from this origin; no fonts, no "Ask AI" agent, nothing from the viewer's own
 * servers. It
 * renders its own <main> landmark (one only: the page adds none beside it), where this script element stands.
 */
const VIEWER_SETTINGS = JSON.stringify({ url: "/api/openapi.json", withDefaultFonts: false, hideClientButton: true, agent: { disabled: true } });

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Company due-diligence dashboard</title>
</head>
<body>
<noscript><main><p>The reference needs JavaScript. The description itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></noscript>
<script id="api-reference" type="application/json" data-configuration="${VIEWER_SETTINGS.replaceAll('"', "&quot;")}"></script>
<script src="/api/docs/scalar.js"></script>
</body>
</html>
`;

export const docsRoute = defineRoute({
  subject: "The API's reference page is read-only",
  methods: { GET: publicEndpoint({ lane: "none", handler: async () => new Response(PAGE, { headers: { "content-type": "text/html; charset=utf-8" } }) }) },
});

// The viewer's standalone bundle, as its package ships it (pinned in package.json: its later lines need Node 22).
const VIEWER = path.join(process.cwd(), "node_modules/@scalar/api-reference/dist/browser/standalone.js");
let viewerBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;

export const docsScriptRoute = defineRoute({
  subject: "The API reference's script is read-only",
  methods: {
    GET: publicEndpoint({
      lane: "none",
      handler: async (request) => {
        viewerBytes ??= readFile(VIEWER).then((buffer) => new Uint8Array(buffer));
        const bytes = await viewerBytes;
        return conditional(request, new Response(bytes, { headers: { "content-type": "text/javascript; charset=utf-8" } }), bytes);
      },
    }),
  },
});
