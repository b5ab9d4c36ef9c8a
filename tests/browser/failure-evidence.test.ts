// A failing browser test leaves what its reader needs beside the log: a screenshot of each page it still had open and
// the console of each page it opened (tests/browser/environment.mjs, support.ts). Checked on a test written to fail,
// run by its own jest in a child process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { EVIDENCE_DIR } from './support';

const name = `evidence-fixture-${process.pid}`;
const file = path.join('tests', 'browser', `${name}.test.ts`);
const FIXTURE = `import { openPage } from './support';
test('reads the wrong title', async () => {
  const { page } = await openPage('/permissions-firewall/services/regions');
  await page.evaluate(() => console.error('said before the failure'));
  const other = await openPage('/');
  await other.close();
  expect(await page.locator('h1').innerText()).toBe('Not the title');
});
`;

afterAll(() => {
  fs.rmSync(file, { force: true });
  fs.rmSync(path.join(EVIDENCE_DIR, name), { recursive: true, force: true });
});

test('a failing test keeps a screenshot of its open page and the console of every page it opened', () => {
  fs.writeFileSync(file, FIXTURE);
  const run = spawnSync(process.execPath, ['node_modules/jest/bin/jest.js', '--selectProjects', 'browser', '--testPathPatterns', name], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
  });
  expect(run.status).toBe(1);
  const dir = path.join(EVIDENCE_DIR, name);
  expect(run.stderr).toContain(`failure evidence of "reads the wrong title": ${path.join(dir, 'reads-the-wrong-title.page1.png')}`);
  const png = fs.readFileSync(path.join(dir, 'reads-the-wrong-title.page1.png'));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const open = fs.readFileSync(path.join(dir, 'reads-the-wrong-title.page1.log'), 'utf8');
  expect(open).toMatch(/^test: reads the wrong title\nfailure: expect\(received\)\.toBe\(expected\)/);
  expect(open).toContain('Received: "Regions"');
  expect(open).toContain('console.error: said before the failure');
  const closed = fs.readFileSync(path.join(dir, 'reads-the-wrong-title.page2.log'), 'utf8');
  expect(closed).toContain('screenshot: none: the page was closed before the failure');
  expect(closed).toMatch(/at http:\/\/127\.0\.0\.1:\d+\/cpf-public\/\n/);
});
