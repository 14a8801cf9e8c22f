// A minimal OpenID Connect provider for the single sign-on test: discovery, an authorization endpoint that signs in
// whoever the test names, a token endpoint that checks the code, client secret and PKCE verifier, and RS256 ID tokens.
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export const IDP_CLIENT = { id: "dashboard", secret: "idp-test-secret" };
/** The next sign-in at the provider is as this user (set over HTTP by the test: POST /__as?email=…). */
const DEFAULT_USER = { sub: "u-1", email: "ann@example.com", name: "Ann Analyst" };

export async function startMockIdp() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: "jwk" }), kid: "k1", alg: "RS256", use: "sig" };
  const codes = new Map<string, { challenge: string; nonce: string; clientId: string; user: typeof DEFAULT_USER }>();
  let nextUser = DEFAULT_USER;
  let issuer = "";
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === "/.well-known/openid-configuration") {
      return send(200, {
        issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"], subject_types_supported: ["public"], id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"], token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
      });
    }
    if (url.pathname === "/jwks") return send(200, { keys: [jwk] });
    if (url.pathname === "/__as") {
      nextUser = { sub: url.searchParams.get("sub") ?? "u-2", email: url.searchParams.get("email") ?? "", name: url.searchParams.get("name") ?? "" };
      return send(200, {});
    }
    if (url.pathname === "/authorize") {
      const code = randomBytes(16).toString("hex");
      codes.set(code, {
        challenge: url.searchParams.get("code_challenge") ?? "", nonce: url.searchParams.get("nonce") ?? "",
        clientId: url.searchParams.get("client_id") ?? "", user: nextUser,
      });
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.href });
      return void response.end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "")?.[1];
      const [clientId, secret] = basic
        ? Buffer.from(basic, "base64").toString().split(":").map(decodeURIComponent)
        : [form.get("client_id"), form.get("client_secret")];
      const grant = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      const verifier = form.get("code_verifier") ?? "";
      if (clientId !== IDP_CLIENT.id || secret !== IDP_CLIENT.secret) return send(401, { error: "invalid_client" });
      if (!grant || createHash("sha256").update(verifier).digest("base64url") !== grant.challenge) return send(400, { error: "invalid_grant" });
      const now = Math.floor(Date.now() / 1000);
      // Like most providers, it vouches for the e-mail addresses it hands out.
      const claims = { iss: issuer, aud: clientId, iat: now, exp: now + 300, nonce: grant.nonce, ...grant.user, email_verified: Boolean(grant.user.email) };
      const unsigned = `${b64({ alg: "RS256", kid: "k1", typ: "JWT" })}.${b64(claims)}`;
      const idToken = `${unsigned}.${sign("RSA-SHA256", Buffer.from(unsigned), privateKey).toString("base64url")}`;
      return send(200, { access_token: randomBytes(16).toString("hex"), token_type: "Bearer", expires_in: 300, id_token: idToken }, { "cache-control": "no-store" });
    }
    send(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
