// Where the main thread's time goes while a page loads and hydrates, under the 4x CPU slowdown Lighthouse uses for
// mobile: script execution, all tasks, and blocking time (the part of each long task over 50 ms, after the first
// paint). The floor is an empty Next.js App Router page built with the same Next, React and machine: what any page
// of such a site pays before it renders anything of its own.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Builds an empty App Router page (static export, same basePath) in a temporary folder; returns its out/ folder. */
export function buildFloorPage(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-floor-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(
    path.join(dir, 'app', 'layout.tsx'),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  fs.writeFileSync(path.join(dir, 'app', 'page.tsx'), 'export default function Page() {\n  return <main><h1>Empty page</h1></main>;\n}\n');
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    "export default { output: 'export', basePath: '/cpf-public', trailingSlash: true, typescript: { ignoreBuildErrors: true } };\n",
  );
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
  const run = spawnSync(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) throw new Error(`the empty page did not build:\n${run.stdout}\n${run.stderr}`);
  return { out: path.join(dir, 'out'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Median over `runs` cold loads of `url`: script and task time and blocking time, in ms, at 4x CPU slowdown. */
export async function measureMainThread(browser, url, runs = 5) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const blocking = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = window.__longTasks;
      return tasks.filter((t) => t.start + t.duration > fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    });
    samples.push({ script: metrics.ScriptDuration * 1000, task: metrics.TaskDuration * 1000, blocking });
    await context.close();
  }
  return { script: median(samples.map((s) => s.script)), task: median(samples.map((s) => s.task)), blocking: median(samples.map((s) => s.blocking)) };
}
