import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, withCspMeta } from '../../scripts/csp.mjs';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('content security policy', () => {
  const html =
    '<html><head><title>x</title><script src="/a.js"></script></head><body><script>alert(1)</script><script type="application/ld+json">{}</script><script id="x">b()</script></body></html>';

  test('hashes every executable inline script and nothing else', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('alert(1)'), sha('b()')]);
  });

  test('speculation rules are hashed too: the browser applies script-src to them', () => {
    const rules = '{"prerender":[]}';
    expect(inlineScriptHashes(`<script type="speculationrules">${rules}</script>`)).toEqual([sha(rules)]);
  });

  test('the policy allows self and the hashes, never unsafe-eval or unsafe-inline scripts', () => {
    const policy = contentSecurityPolicy([sha('a'), sha('a')]);
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(scriptSrc).toBe(`script-src 'self' '${sha('a')}'`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
  });

  test('the meta tag goes first in <head> and replaces an older one', () => {
    const once = withCspMeta(html);
    expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<title>'));
    expect(withCspMeta(once)).toBe(once);
  });

  test('the charset stays first in <head>, ahead of the policy, so it falls in the first 1024 bytes', () => {
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body>${'<script>a()</script>'.repeat(40)}</body></html>`;
    const out = withCspMeta(page);
    expect(out.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
    expect(out.match(/charSet/g)).toHaveLength(1);
    expect(withCspMeta(out)).toBe(out);
  });
});
