// What the first use of search costs the reader in JavaScript: every script that the first focus of and keystroke in
// the navbar box make the browser fetch, measured in Chromium against the built export in out/ (so it is exactly
// what ships, after Next's bundling and minification). The index JSON is reported apart.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createStaticServer } from '../scripts/static-server.mjs';
import { getBrowser, waitForHydration } from '../tests/browser/support';
import { siteHref } from '../lib/routes';
import { site } from '../lib/site';

export interface FetchedFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface SearchChunk {
  scripts: FetchedFile[];
  index: FetchedFile[];
}

/** undefined when there is no export to measure (run `npm run build` first). */
export async function measureSearchChunk(outDir: string): Promise<SearchChunk | undefined> {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return undefined;
  const server = createStaticServer({ root: outDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + siteHref('/overview/getting-started'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Let the page finish what it loads by itself (the image zoom arrives about a second after load, the page
    // behaviours on the first scroll or key), so only what touching search pulls in is counted.
    await page.waitForTimeout(2500);
    const behaviours = page.waitForResponse((response) => response.url().endsWith('.js'), { timeout: 5000 }).catch(() => undefined);
    await page.mouse.wheel(0, 40);
    await behaviours;
    await page.waitForLoadState('networkidle');
    const fetched: string[] = [];
    page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
    await page.focus('[data-testid="search-input"]');
    await page.keyboard.type('zombie');
    await page.locator('[data-testid="search-option"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const file = (urlPath: string): FetchedFile => {
      const bytes = fs.readFileSync(path.join(outDir, urlPath.slice(site.basePath.length)));
      return { path: urlPath, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    };
    return {
      scripts: fetched.filter((p) => p.endsWith('.js')).map(file),
      index: fetched.filter((p) => p.endsWith('.json')).map(file),
    };
  } finally {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
