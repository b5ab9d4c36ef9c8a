import { chromium } from 'playwright-core';
const [,, base, outPrefix, ...routes] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const route of routes) {
  for (const [w, mode] of [[1280,'light'],[390,'dark'],[1024,'dark'],[390,'light']]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, colorScheme: mode });
    const page = await ctx.newPage();
    await page.goto(base + route + '/', { waitUntil: 'load' });
    await page.waitForTimeout(1200);
    const sel = process.env.SEL || '[data-testid="state-diagram"]';
    const el = page.locator(sel).first();
    await el.scrollIntoViewIfNeeded();
    const name = `${outPrefix}-${route.split('/').pop()}-${w}-${mode}.png`;
    await el.screenshot({ path: name });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, 'page overflow', overflow);
    await ctx.close();
  }
}
await browser.close();
