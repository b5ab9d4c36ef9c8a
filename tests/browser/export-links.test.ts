// A link checker over the export itself: every href and src inside the site resolves to a file, every #anchor
// exists on its page, and every link leaving the site opens safely.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/files';

const OUT = 'out';
const BASE = '/cpf-public';

const htmlFiles = (dir: string) => listFiles(dir).filter((f) => f.endsWith('.html'));

function decode(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The file a site URL path is served from, as the static host resolves it. */
function fileFor(urlPath: string): string | undefined {
  const relative = decodeURIComponent(urlPath.slice(BASE.length)).replace(/^\/+/, '');
  const candidates = [path.join(OUT, relative), path.join(OUT, relative, 'index.html'), path.join(OUT, `${relative}.html`)];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) idsCache.set(file, new Set([...fs.readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1]))));
  return idsCache.get(file)!;
}

describe('links in the export', () => {
  const files = htmlFiles(OUT);

  test('every page of the export was checked', () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
  });

  test('every internal href and src resolves and every anchor exists', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      for (const match of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
        const value = decode(match[2]);
        if (/^(https?:|mailto:|data:)/.test(value)) continue;
        checked += 1;
        const [urlPath, anchor] = value.split('#');
        const target = urlPath === '' ? file : urlPath.startsWith(BASE) ? fileFor(urlPath.split('?')[0]) : undefined;
        if (!target) {
          broken.push(`${file}: ${match[1]}="${value}" does not resolve inside ${BASE}`);
          continue;
        }
        if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) broken.push(`${file}: "${value}" has no #${anchor}`);
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });

  test('links that leave the site open with rel="noopener"', () => {
    const unsafe: string[] = [];
    for (const file of files) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/<a\s[^>]*href="https?:[^"]*"[^>]*>/g)) {
        if (!/rel="[^"]*noopener/.test(match[0])) unsafe.push(`${file}: ${match[0]}`);
      }
    }
    expect(unsafe).toEqual([]);
  });
});
