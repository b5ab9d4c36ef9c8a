// Shared by every browser test: one Debian Chromium per test file, a fresh context per page, and the page's
// console errors and uncaught exceptions collected so tests can assert a clean console. Every page a test opens is
// watched: when the test fails, its environment (environment.mjs) has the evidence kept beside the log.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeEach } from '@jest/globals';
import { siteHref } from '@/lib/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';

/** Where a failed test's screenshots and page consoles go. */
export const EVIDENCE_DIR = 'test-results';

export function origin(): string {
  const value = process.env.BULWARK_TEST_ORIGIN;
  if (!value) throw new Error('BULWARK_TEST_ORIGIN is not set: run the browser tests through jest --selectProjects browser');
  return value;
}

/** Absolute URL of a site path ('/overview/getting-started' -> http://127.0.0.1:port/cpf-public/overview/getting-started/). */
export function siteUrl(path: string): string {
  return /^https?:/.test(path) ? path : `${origin()}${siteHref(path)}`;
}

/** A page the current test opened, and what it said: console messages, uncaught errors, failed requests, navigations. */
interface WatchedPage {
  page: Page;
  log: string[];
}

let watched: WatchedPage[] = [];
beforeEach(() => {
  watched = [];
});

function watchPage(page: Page): void {
  const entry: WatchedPage = { page, log: [] };
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('console', (m) =>
    entry.log.push(`${at()} console.${m.type()}: ${m.text()}${m.location().url ? ` (${m.location().url}:${m.location().lineNumber})` : ''}`),
  );
  page.on('pageerror', (e) => entry.log.push(`${at()} uncaught: ${e.stack ?? e.message}`));
  page.on('requestfailed', (r) => entry.log.push(`${at()} request failed: ${r.url()} (${r.failure()?.errorText ?? ''})`));
  page.on('framenavigated', (f) => f === page.mainFrame() && entry.log.push(`${at()} at ${f.url()}`));
  watched.push(entry);
}

/** Every context of the shared browser has its pages watched, however a test made them. */
function watchContexts(b: Browser): Browser {
  const newContext = b.newContext.bind(b);
  b.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    context.on('page', watchPage);
    return context;
  };
  return b;
}

const fileName = (text: string) =>
  text
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);

/**
 * Keeps the evidence of a failed test in test-results/<test file>/: a screenshot of each page it still had open and
 * the log of each page it opened, and says where in the test log.
 */
async function keepFailureEvidence(testPath: string, name: string, error: unknown): Promise<void> {
  const dir = path.join(EVIDENCE_DIR, path.basename(testPath).replace(/\.test\.ts$/, ''));
  fs.mkdirSync(dir, { recursive: true });
  const kept: string[] = [];
  for (const [i, { page, log }] of watched.entries()) {
    const stem = path.join(dir, `${fileName(name)}${watched.length > 1 ? `.page${i + 1}` : ''}`);
    let screenshot = 'none: the page was closed before the failure';
    if (!page.isClosed()) {
      try {
        await page.screenshot({ path: `${stem}.png`, timeout: 15_000 });
        screenshot = `${stem}.png`;
        kept.push(screenshot);
      } catch (e) {
        screenshot = `none: ${(e as Error).message.split('\n')[0]}`;
      }
    }
    const url = page.isClosed() ? '(closed)' : page.url();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: jest colours its messages with ANSI escapes
    const message = (error instanceof Error ? error.message : String(error)).replace(/\u001b\[[0-9;]*m/g, '');
    fs.writeFileSync(`${stem}.log`, [`test: ${name}`, `failure: ${message}`, `page: ${url}`, `screenshot: ${screenshot}`, '', ...log, ''].join('\n'));
    kept.push(`${stem}.log`);
  }
  process.stderr.write(`\nfailure evidence of "${name}": ${kept.length > 0 ? kept.join(', ') : 'it opened no page'}\n`);
}
Reflect.set(globalThis, '__keepFailureEvidence', keepFailureEvidence);

let browser: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium().then(watchContexts);
  return browser;
}

afterAll(async () => {
  if (browser) await (await browser).close();
  browser = undefined;
});

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught exceptions seen so far. */
  errors: string[];
  /** console.warn messages seen so far. */
  warnings: string[];
  close: () => Promise<void>;
}

export interface OpenOptions extends BrowserContextOptions {
  /** Runs in the page before any of its scripts (e.g. to break localStorage). */
  initScript?: string;
  /** Do not navigate; the caller will. */
  noNavigate?: boolean;
  /** Set up routes before navigating. */
  beforeNavigate?: (page: Page) => Promise<void>;
}

export async function openPage(path = '/', { initScript, noNavigate, beforeNavigate, ...contextOptions }: OpenOptions = {}): Promise<OpenedPage> {
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  if (initScript) await page.addInitScript(initScript);
  if (beforeNavigate) await beforeNavigate(page);
  if (!noNavigate) await page.goto(siteUrl(path), { waitUntil: 'load' });
  return { page, context, errors, warnings, close: () => context.close() };
}

/**
 * Waits until the page has stopped moving: its scroll position (and the sidebar's) unchanged over `frames` animation
 * frames in a row, so everything the last input set off (scroll events, smooth scrolling, scroll anchoring, layout
 * shifts, which are reported at frame time) has happened. A test that checks that something did NOT move asserts after
 * this, instead of sleeping a guessed time.
 */
export async function settled(page: Page, frames = 6): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        const where = () => `${window.scrollX},${window.scrollY},${document.querySelector('#sidebar')?.scrollTop ?? 0}`;
        let last = where();
        let still = 0;
        const tick = () => {
          const now = where();
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= needed) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    frames,
  );
}

/**
 * Waits until React has hydrated the page (client islands respond to input only after that) and the site's island has
 * marked it enhanced (copy buttons shown), so what a test reads does not change under it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid="theme-toggle"]');
    const hydrated = !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber') || k.startsWith('__reactProps'));
    return hydrated && document.documentElement.dataset.enhanced === 'true';
  });
}

/**
 * Waits until the page is as a reader meets it once its scripts have run: hydrated and enhanced (waitForHydration),
 * and every island ready (none still data-ready="false", nothing aria-busy). A test reads the page's text after this.
 */
export async function waitForReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-ready="false"], [aria-busy="true"]').length === 0);
}

/**
 * An init script (openPage's `initScript`) that sums the page's layout shifts from its first byte, not counting those
 * right after input; read the sum with layoutShifts().
 */
export const COUNT_LAYOUT_SHIFTS = `window.__shifts = 0; window.__shiftObserver = new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value; }); window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });`;

/**
 * The page's layout shifts so far (COUNT_LAYOUT_SHIFTS), including those recorded but not yet delivered to the
 * observer: an observer hears of a shift a task after it, so a sum read alone could miss the last one.
 */
export async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = Reflect.get(window, '__shiftObserver') as PerformanceObserver;
    const pending = observer
      .takeRecords()
      .filter((e) => !(e as PerformanceEntry & { hadRecentInput: boolean }).hadRecentInput)
      .reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0);
    return (Reflect.get(window, '__shifts') as number) + pending;
  });
}

/** Scrolls until the heading `id` sits just above the reading line of "On this page" (a quarter down the window). */
export async function scrollToReadingLine(page: Page, id: string): Promise<void> {
  await page.evaluate((target) => {
    const heading = document.getElementById(target)!;
    window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - (window.innerHeight / 4 - 5));
  }, id);
}

/** Scrolls entry `n` of "On this page" to the reading line and waits until the bar names it; returns its id and text. */
export async function readTocSection(page: Page, n: number): Promise<{ id: string; text: string }> {
  const entry = await page
    .locator('[data-testid="toc"] a')
    .nth(n)
    .evaluate((a) => ({ id: a.getAttribute('href')!.slice(1), text: a.textContent ?? '' }));
  await scrollToReadingLine(page, entry.id);
  await page.mouse.wheel(0, 1);
  await page.waitForFunction((text) => document.querySelector('[data-toc-current]')?.textContent === text, entry.text);
  return entry;
}
