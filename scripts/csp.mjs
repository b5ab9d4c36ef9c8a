// Content-Security-Policy for the static export. Next's App Router inlines its RSC payload as scripts that differ
// per page, so each page gets its own policy listing the sha256 of its inline scripts (no 'unsafe-inline' for
// scripts, no 'unsafe-eval'). Plain JavaScript because it runs on the built files after `next build`.
import { createHash } from 'node:crypto';

/** @param {string[]} inlineScriptHashes */
export function contentSecurityPolicy(inlineScriptHashes) {
  const scripts = ["'self'", ...[...new Set(inlineScriptHashes)].sort().map((h) => `'${h}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Inline style attributes (React style props, the base-URL banner) are not script; they stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 hashes of a document's executable inline scripts and speculation rules, over the raw text as browsers do. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(match[1])?.[1];
    // Data blocks (JSON-LD, etc.) are not executed; speculation rules are governed by script-src like scripts.
    if (type && !/javascript|module|speculationrules/i.test(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}`);
  }
  return hashes;
}

const CHARSET = /<meta charSet="[^"]*"\/?>/i;

/**
 * Puts the page's CSP meta tag at the start of <head> (replacing an older one) so it governs every script after it,
 * behind the `<meta charset>` alone: the charset must fall within the document's first 1024 bytes, and a policy
 * listing many script hashes is longer than that.
 */
export function withCspMeta(html) {
  const stripped = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
  const charset = CHARSET.exec(stripped)?.[0] ?? '';
  const rest = charset ? stripped.replace(charset, '') : stripped;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(rest))}"/>`;
  return rest.replace(/<head([^>]*)>/i, `<head$1>${charset}${meta}`);
}
