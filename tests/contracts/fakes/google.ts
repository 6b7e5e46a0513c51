import { createHash, randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { startFake, type FakeAnswer, type RecordedRequest } from "./server";

/**
 * Google as an OpenID Connect provider, in its documented wire format
 * (developers.google.com/identity/openid-connect/reference): the discovery document, the
 * authorization endpoint (here the user is already signed in and consents at once, so it redirects
 * straight back with `code`, `scope`, `authuser`, `prompt` and `iss`, plus `state` when one was
 * sent), the token endpoint (client_secret_basic or client_secret_post, PKCE plain/S256, single-use
 * codes bound to client and redirect URI; an ID token signed RS256 with this fake's own key), the
 * JWKS and userinfo. Errors as Google sends them: `{ error, error_description }` from the token
 * endpoint, an error page (no redirect) for a bad client or redirect URI, and `error=access_denied`
 * back to the app when the user declines.
 */

export type GoogleAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  family_name: string;
  picture: string;
};

export type GoogleClient = { id: string; secret: string; redirectUris: string[] };

/** What the token endpoint received and answered, parsed (for request-shape assertions). */
export type TokenExchange = {
  authorization: string | undefined;
  form: Record<string, string>;
  status: number;
  error?: string;
};

type IssuedCode = {
  clientId: string;
  redirectUri: string;
  scope: string;
  challenge?: { value: string; method: string };
  nonce?: string;
  account: GoogleAccount;
  used: boolean;
};

const CODE_TTL_MS = 5 * 60_000;
const GRANTED_SCOPES: Record<string, string> = {
  openid: "openid",
  email: "https://www.googleapis.com/auth/userinfo.email",
  profile: "https://www.googleapis.com/auth/userinfo.profile",
};

const base64url = (bytes: Buffer) => bytes.toString("base64url");
const random = (n: number) => base64url(randomBytes(n));
const s256 = (verifier: string) => base64url(createHash("sha256").update(verifier).digest());

function errorPage(status: number, error: string): FakeAnswer {
  return {
    status,
    rawBody: `<!doctype html><title>Error ${status}: ${error}</title><p>Access blocked: ${error}</p>`,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  };
}

const tokenError = (status: number, error: string, description: string): FakeAnswer => ({
  status,
  body: { error, error_description: description },
  headers: { "Cache-Control": "no-store", Pragma: "no-cache" },
});

/** Parses `Authorization: Basic` as RFC 6749 2.3.1 (form-urlencoded id and secret). */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith("Basic ")) return null;
  const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const unform = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
  return { id: unform(decoded.slice(0, colon)), secret: unform(decoded.slice(colon + 1)) };
}

export async function startGoogleFake(registered: GoogleClient, firstAccount: GoogleAccount) {
  const client = { ...registered, redirectUris: [...registered.redirectUris] };
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = random(12);
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode & { expiresAt: number }>();
  const accessTokens = new Map<string, GoogleAccount>();
  const state = {
    issuer: "",
    account: firstAccount,
    clientSecret: client.secret,
    /** The user presses "Cancel" on the consent screen. */
    declines: false,
    tokenExchanges: [] as TokenExchange[],
  };

  const discovery = () => ({
    issuer: state.issuer,
    authorization_endpoint: `${state.issuer}/o/oauth2/v2/auth`,
    device_authorization_endpoint: `${state.issuer}/device/code`,
    token_endpoint: `${state.issuer}/token`,
    userinfo_endpoint: `${state.issuer}/v1/userinfo`,
    revocation_endpoint: `${state.issuer}/revoke`,
    jwks_uri: `${state.issuer}/oauth2/v3/certs`,
    response_types_supported: [
      "code",
      "token",
      "id_token",
      "code token",
      "code id_token",
      "token id_token",
      "code token id_token",
      "none",
    ],
    response_modes_supported: ["query", "fragment", "form_post"],
    authorization_response_iss_parameter_supported: true,
    subject_types_supported: ["public"],
    id_token_signing_alg_values_supported: ["RS256"],
    scopes_supported: ["openid", "email", "profile"],
    token_endpoint_auth_methods_supported: ["client_secret_post", "client_secret_basic"],
    claims_supported: [
      "aud",
      "email",
      "email_verified",
      "exp",
      "family_name",
      "given_name",
      "iat",
      "iss",
      "name",
      "picture",
      "sub",
    ],
    code_challenge_methods_supported: ["plain", "S256"],
    grant_types_supported: [
      "authorization_code",
      "refresh_token",
      "urn:ietf:params:oauth:grant-type:device_code",
      "urn:ietf:params:oauth:grant-type:jwt-bearer",
    ],
  });

  function authorize(query: URLSearchParams): FakeAnswer {
    const clientId = query.get("client_id");
    const redirectUri = query.get("redirect_uri") ?? "";
    if (clientId !== client.id) return errorPage(401, "invalid_client");
    if (!client.redirectUris.includes(redirectUri)) return errorPage(400, "redirect_uri_mismatch");
    const scope = query.get("scope")?.split(" ").filter(Boolean) ?? [];
    const method = query.get("code_challenge_method") ?? "plain";
    const challenge = query.get("code_challenge") ?? undefined;
    if (query.get("response_type") !== "code" || scope.length === 0) {
      return errorPage(400, "invalid_request");
    }
    if (challenge !== undefined && method !== "S256" && method !== "plain") {
      return errorPage(400, "invalid_request");
    }
    const back = new URL(redirectUri);
    const stateParam = query.get("state");
    if (stateParam !== null) back.searchParams.set("state", stateParam);
    if (state.declines) {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = `4/0A${random(32)}`;
      const granted = scope.map((s) => GRANTED_SCOPES[s] ?? s).join(" ");
      codes.set(code, {
        clientId,
        redirectUri,
        scope: granted,
        challenge: challenge === undefined ? undefined : { value: challenge, method },
        nonce: query.get("nonce") ?? undefined,
        account: state.account,
        used: false,
        expiresAt: Date.now() + CODE_TTL_MS,
      });
      back.searchParams.set("code", code);
      back.searchParams.set("scope", granted);
      back.searchParams.set("authuser", "0");
      back.searchParams.set("prompt", "none");
    }
    back.searchParams.set("iss", state.issuer);
    return { status: 302, rawBody: "", headers: { Location: back.toString() } };
  }

  async function exchange(request: RecordedRequest): Promise<FakeAnswer> {
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const basic = basicCredentials(request.headers.authorization);
    const credentials = basic ?? { id: form.client_id, secret: form.client_secret };
    if (credentials.id !== client.id || credentials.secret !== state.clientSecret) {
      return tokenError(401, "invalid_client", "Unauthorized");
    }
    if (form.grant_type !== "authorization_code") {
      return tokenError(400, "unsupported_grant_type", `Invalid grant_type: ${form.grant_type}`);
    }
    const issued = codes.get(form.code ?? "");
    if (!issued || issued.used || issued.expiresAt < Date.now() || issued.clientId !== client.id) {
      return tokenError(400, "invalid_grant", "Bad Request");
    }
    issued.used = true;
    if (form.redirect_uri !== issued.redirectUri) {
      return tokenError(400, "redirect_uri_mismatch", "Bad Request");
    }
    if (issued.challenge) {
      const { value, method } = issued.challenge;
      const verifier = form.code_verifier;
      if (!verifier) return tokenError(400, "invalid_grant", "Missing code verifier.");
      if ((method === "S256" ? s256(verifier) : verifier) !== value) {
        return tokenError(400, "invalid_grant", "Invalid code verifier.");
      }
    }
    const accessToken = `ya29.${random(48)}`;
    accessTokens.set(accessToken, issued.account);
    const digest = createHash("sha256").update(accessToken).digest();
    const { sub, ...profile } = issued.account;
    const idToken = await new SignJWT({
      azp: client.id,
      at_hash: base64url(digest.subarray(0, digest.length / 2)),
      ...(issued.nonce === undefined ? {} : { nonce: issued.nonce }),
      ...profile,
    })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(state.issuer)
      .setAudience(client.id)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(privateKey);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: 3599,
        scope: issued.scope,
        token_type: "Bearer",
        id_token: idToken,
      },
      headers: { "Cache-Control": "no-store", Pragma: "no-cache" },
    };
  }

  function userinfo(request: RecordedRequest): FakeAnswer {
    const token = request.headers.authorization?.replace(/^Bearer /, "") ?? "";
    const account = accessTokens.get(token);
    if (!account) return tokenError(401, "invalid_request", "Invalid Credentials");
    return { status: 200, body: account };
  }

  const server = await startFake(async (request) => {
    const url = new URL(request.path, state.issuer);
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case "GET /.well-known/openid-configuration":
        return { status: 200, body: discovery() };
      case "GET /oauth2/v3/certs":
        return { status: 200, body: { keys: [jwk] } };
      case "GET /o/oauth2/v2/auth":
        return authorize(url.searchParams);
      case "POST /token": {
        const answer = await exchange(request);
        const body = answer.body as { error?: string } | undefined;
        state.tokenExchanges.push({
          authorization: request.headers.authorization,
          form: Object.fromEntries(new URLSearchParams(request.body)),
          status: answer.status,
          error: body?.error,
        });
        return answer;
      }
      case "GET /v1/userinfo":
        return userinfo(request);
      default:
        return errorPage(404, "not_found");
    }
  });
  state.issuer = server.url;

  return {
    /** The issuer identifier (AUTH_GOOGLE_ISSUER). */
    issuer: server.url,
    requests: server.requests,
    tokenExchanges: state.tokenExchanges,
    /** The Google account signed in to this "browser". */
    signInAs(account: GoogleAccount) {
      state.account = account;
    },
    /** Whether the user declines the consent screen. */
    setDeclines(declines: boolean) {
      state.declines = declines;
    },
    /** Adds an authorized redirect URI to the OAuth client, as in the Google Cloud console. */
    registerRedirectUri(uri: string) {
      client.redirectUris.push(uri);
    },
    /** A reset of the client secret in the Google Cloud console: the old one stops working. */
    setClientSecret(secret: string) {
      state.clientSecret = secret;
    },
    close: server.close,
  };
}
