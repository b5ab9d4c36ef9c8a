// The contract the first-load payload rewrite (scripts/flight.mjs) relies on, checked against the Next and React this
// project installs (pinned to exact versions in package.json): a one-page app built with them, its HTML rewritten as
// postbuild does, must still parse row by row, lose the region's children from its payload, keep them in the HTML
// and in its RSC file, and hydrate without an error with the region and an island working.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { pageWithoutStaticRegions, parseRows } from '../../scripts/flight';
import { createStaticServer } from '../../scripts/static-server.mjs';
import { getBrowser } from './support';

jest.setTimeout(240_000);

const root = process.cwd();
const REGION_TEXT = 'Static words only the HTML carries';

const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': "export default { output: 'export', basePath: '/cpf-public', trailingSlash: true, typescript: { ignoreBuildErrors: true } };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: { jsx: 'preserve', moduleResolution: 'bundler', module: 'esnext', strict: true, paths: { '@/*': ['./*'] } },
  }),
  'app/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
  'app/layout.tsx':
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/Counter.tsx':
    "'use client';\nimport { useState } from 'react';\nexport default function Counter() {\n  const [n, setN] = useState(0);\n  return <button type=\"button\" onClick={() => setN(n + 1)}>Clicked {n}</button>;\n}\n",
  'app/page.tsx': `import StaticRegion from '@/components/shared/StaticRegion';\nimport Counter from './Counter';\nexport default function Page() {\n  return (<main><h1>Contract</h1><StaticRegion staticRegion="md-0"><p>${REGION_TEXT}</p><table><tbody><tr><td>$c4 and $L1 are text here</td></tr></tbody></table></StaticRegion><Counter /></main>);\n}\n`,
};
const COPIED = ['components/shared/StaticRegion.tsx', 'lib/staticRegion.ts', 'lib/browser/regions.ts', 'lib/routes.ts', 'lib/basePath.ts'];

let dir = '';
let html = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-flight-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  for (const file of COPIED) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
  const build = spawnSync(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the contract page did not build:\n${build.stdout}\n${build.stderr}`);
  const file = path.join(dir, 'out', 'index.html');
  html = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, pageWithoutStaticRegions(html, 'index.html').html);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const payloadOf = (page: string) =>
  [...page.matchAll(/<script>self\.__next_f\.push\((\[1,"[\s\S]*?"\])\)<\/script>/g)].map((m) => JSON.parse(m[1])[1] as string).join('');

test('the installed Next writes a payload whose rows the rewrite reads, and the rewrite drops the region from it', () => {
  const before = payloadOf(html);
  expect(before).toContain(REGION_TEXT);
  expect(parseRows(before, 'contract').length).toBeGreaterThan(3);
  const after = payloadOf(fs.readFileSync(path.join(dir, 'out', 'index.html'), 'utf8'));
  expect(parseRows(after, 'contract').length).toBeGreaterThan(3);
  expect(after).not.toContain(REGION_TEXT);
  expect(fs.readFileSync(path.join(dir, 'out', 'index.html'), 'utf8')).toContain(REGION_TEXT);
  // Client-side navigation reads the RSC file, which the rewrite leaves whole.
  expect(fs.readFileSync(path.join(dir, 'out', 'index.txt'), 'utf8')).toContain(REGION_TEXT);
});

test('the rewritten page hydrates: the region stays, the island works, the console is clean', async () => {
  const server = createStaticServer({ root: path.join(dir, 'out') });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const context = await (await getBrowser()).newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const address = server.address();
    await page.goto(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/cpf-public/`, { waitUntil: 'load' });
    // Hydrated: React has given the button its handlers.
    await page.waitForFunction(() => {
      const button = document.querySelector('main button');
      return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
    });
    await page.getByRole('button', { name: 'Clicked 0' }).click();
    await page.getByRole('button', { name: 'Clicked 1' }).waitFor();
    expect(await page.locator('[data-static-region="md-0"] p').textContent()).toBe(REGION_TEXT);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    server.close();
  }
});
