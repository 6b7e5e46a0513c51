import { afterEach, describe, expect, it } from "vitest";
import { clearUnusableSession, isSessionUnusable } from "./sessionHealth";
import { looksLikeJwt, looksLikeRefreshToken, sessionTokenStorage } from "./tokenStorage";

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

/** The shape @convex-dev/auth issues (the signature is not checked here; the server does). */
const jwt = [
  base64url({ alg: "RS256", typ: "JWT" }),
  base64url({
    sub: "users:1|authSessions:2",
    iss: "http://127.0.0.1:3211",
    aud: "convex",
    exp: 2e9,
  }),
  "c2lnbmF0dXJl",
].join(".");

const JWT_KEY = "__convexAuthJWT_http1270013210";
const REFRESH_KEY = "__convexAuthRefreshToken_http1270013210";

afterEach(() => {
  localStorage.clear();
  clearUnusableSession();
});

describe("the session token storage", () => {
  it("tells tokens from garbage", () => {
    expect(looksLikeJwt(jwt)).toBe(true);
    for (const garbage of ["garbage", "x.y.z", "a.b", `${jwt}.x`, jwt.replace(/\.[^.]+$/, ".")]) {
      expect(looksLikeJwt(garbage), garbage).toBe(false);
    }
    // A header and payload that are JSON, but not a session token's.
    expect(looksLikeJwt([base64url({ alg: "none" }), base64url({ hello: 1 }), "x"].join("."))).toBe(
      false,
    );
    expect(looksLikeRefreshToken("k57abc123|j97def456")).toBe(true);
    for (const garbage of ["garbage", "a|b|c", "|b", "a|", "a b|c", "x".repeat(300) + "|y"]) {
      expect(looksLikeRefreshToken(garbage), garbage).toBe(false);
    }
  });

  it("reads stored tokens as they are, and writes and removes them", () => {
    sessionTokenStorage.setItem(JWT_KEY, jwt);
    sessionTokenStorage.setItem(REFRESH_KEY, "k57abc123|j97def456");
    expect(sessionTokenStorage.getItem(JWT_KEY)).toBe(jwt);
    expect(sessionTokenStorage.getItem(REFRESH_KEY)).toBe("k57abc123|j97def456");
    expect(sessionTokenStorage.getItem("__convexAuthOAuthVerifier_x")).toBeNull();
    sessionTokenStorage.removeItem(JWT_KEY);
    expect(localStorage.getItem(JWT_KEY)).toBeNull();
    expect(isSessionUnusable()).toBe(false);
  });

  it("reads a stored token that cannot be one as absent, and reports the session unusable", () => {
    localStorage.setItem(JWT_KEY, "garbage");
    expect(sessionTokenStorage.getItem(JWT_KEY)).toBeNull();
    expect(isSessionUnusable()).toBe(true);
    clearUnusableSession();
    localStorage.setItem(REFRESH_KEY, "garbage");
    expect(sessionTokenStorage.getItem(REFRESH_KEY)).toBeNull();
    expect(isSessionUnusable()).toBe(true);
    // Other keys are never judged.
    localStorage.setItem("__convexAuthOAuthVerifier_x", "anything at all");
    expect(sessionTokenStorage.getItem("__convexAuthOAuthVerifier_x")).toBe("anything at all");
  });
});
