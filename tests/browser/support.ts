// Shared by every browser test: one Debian Chromium per test file, a fresh context per page, and the page's
// console errors and uncaught exceptions collected so tests can assert a clean console.
import { afterAll } from '@jest/globals';
import { siteHref } from '@/lib/routes';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';

export function origin(): string {
  const value = process.env.BULWARK_TEST_ORIGIN;
  if (!value) throw new Error('BULWARK_TEST_ORIGIN is not set: run the browser tests through jest --selectProjects browser');
  return value;
}

/** Absolute URL of a site path ('/overview/getting-started' -> http://127.0.0.1:port/cpf-public/overview/getting-started/). */
export function siteUrl(path: string): string {
  return /^https?:/.test(path) ? path : `${origin()}${siteHref(path)}`;
}

let browser: Promise<Browser> | undefined;

export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium();
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
