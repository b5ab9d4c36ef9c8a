// Where the main thread's time goes while a page loads and hydrates, under the 4x CPU slowdown Lighthouse uses for
// mobile: script execution, all tasks, and blocking time (the part of each long task over 50 ms, after the first
// paint). The floor is an empty Next.js App Router page built with the same Next, React and machine
// (bench/peers.mjs buildEmptyNextApp): what any page of such a site pays before it renders anything of its own.

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
