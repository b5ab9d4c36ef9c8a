// Markdown for people and machines: every page as <route>.md, llms.txt and llms-full.txt, and the Copy page button.
import { markdownHref } from '@/lib/routes';
import { site } from '@/lib/site';
import { siteOrigin } from '@/lib/siteOrigin';
import { exportedPages } from './exported';
import { getBrowser, openPage, origin, siteUrl, waitForHydration } from './support';

// The pages in reading order, as the navigation file and each page's HTML give them.
const order = exportedPages();

const fetchText = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
};

const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
/** The Markdown outside code blocks and code spans, where JSX or MDX syntax would be a leak. */
const prose = (markdown: string) => withoutCodeBlocks(markdown).replace(/(`+)[^`][\s\S]*?\1/g, '');

/** Heading text compared without markup, case or punctuation ("`DisableRegion` (Query)" ~ "DisableRegionQuery"). */
const normalise = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

describe('llms.txt', () => {
  let llms = '';
  beforeAll(async () => {
    const response = await fetchText(siteUrl('/llms.txt'));
    expect(response.status).toBe(200);
    llms = response.text;
  });

  test('follows the llmstxt.org shape: title, summary, then sections of linked pages', () => {
    const lines = llms.split('\n');
    expect(lines[0]).toBe(`# ${site.title}`);
    expect(lines[2]).toBe(`> ${site.description}`);
    expect(llms).toMatch(/^## .+\n\n- \[/m);
  });

  test('lists every page, in sidebar order, with its description and the absolute URL of its Markdown', () => {
    const links = [...llms.matchAll(/^- \[(.+)\]\((\S+)\)(?:: (.*))?$/gm)].map((m) => ({ title: m[1], url: m[2], description: m[3] }));
    expect(links.map((l) => l.url)).toEqual(order.map((p) => siteOrigin() + markdownHref(p.route)));
    for (const [i, page] of order.entries()) {
      expect(links[i].title).toBe(page.title);
      expect(links[i].description).toBe(page.description);
    }
  });

  test('every listed .md URL works', async () => {
    const urls = [...llms.matchAll(/^- \[.+\]\((\S+)\)/gm)].map((m) => m[1].replace(siteOrigin(), origin()));
    for (const [i, url] of urls.entries()) {
      const md = await fetchText(url);
      expect(`${url} ${md.status} ${md.type}`).toBe(`${url} 200 text/markdown; charset=utf-8`);
      expect(md.text.startsWith(`# ${order[i].title}\n`)).toBe(true);
    }
  });
});

describe('each page as Markdown', () => {
  test('has no JSX, imports or directives, and the same h2-h4 headings as the page', async () => {
    const context = await (await getBrowser()).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const doc of order) {
      const md = (await fetchText(`${origin()}${markdownHref(doc.route)}`)).text;
      const text = prose(md);
      expect([doc.route, text.match(/^(import|export)\s.*$/m)?.[0]]).toEqual([doc.route, undefined]);
      expect([doc.route, text.match(/<\/?[A-Za-z][\w.]*(\s[^>]*)?\/?>/)?.[0]]).toEqual([doc.route, undefined]);
      expect([doc.route, text.match(/^:{2,}\w.*$|\{\/\*/m)?.[0]]).toEqual([doc.route, undefined]);
      const mdHeadings = [...withoutCodeBlocks(md).matchAll(/^#{2,4} (.+)$/gm)].map((m) => normalise(m[1]));
      await page.goto(siteUrl(doc.route));
      const pageHeadings = await page.$$eval('.markdown :is(h2, h3, h4)', (hs) =>
        hs.map((h) => {
          const copy = h.cloneNode(true) as HTMLElement;
          for (const a of copy.querySelectorAll('.hash-link')) a.remove();
          // The GraphQL reference's kind badge after an operation's name is decoration; its section says the kind.
          copy.querySelectorAll(':scope > code ~ span').forEach((badge) => {
            if (/^(Query|Mutation)$/.test(badge.textContent ?? '')) badge.remove();
          });
          return copy.textContent ?? '';
        }),
      );
      expect([doc.route, mdHeadings]).toEqual([doc.route, pageHeadings.map(normalise)]);
    }
    await context.close();
  });
});

describe('llms-full.txt', () => {
  test('holds every page Markdown, in sidebar order, each after a rule', async () => {
    const full = await fetchText(siteUrl('/llms-full.txt'));
    expect(full.status).toBe(200);
    expect(full.text.startsWith(`# ${site.title}\n`)).toBe(true);
    let from = 0;
    for (const doc of order) {
      const md = (await fetchText(`${origin()}${markdownHref(doc.route)}`)).text.trim();
      const at = full.text.indexOf(`\n\n---\n\n${md}`, from);
      expect([doc.route, at > from]).toEqual([doc.route, true]);
      from = at + md.length;
    }
  });
});

describe('Copy page', () => {
  const ROUTE = '/permissions-firewall/services/regions';
  const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

  test('copies the page Markdown, says "Copied", works by keyboard and fetches the .md once', async () => {
    const { page, close, errors } = await openPage(ROUTE, clipboard);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) fetched.push(request.url());
    });
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await page.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copied');
    const expected = (await fetchText(`${origin()}${markdownHref(ROUTE)}`)).text;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copy page');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    expect(fetched).toEqual([`${origin()}${markdownHref(ROUTE)}`]);
    expect(await page.locator('.copy-page [aria-live="polite"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  test('says "Copy failed" when the Markdown cannot be fetched, and nothing breaks', async () => {
    const { page, close } = await openPage(ROUTE, {
      ...clipboard,
      beforeNavigate: async (p) => {
        await p.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'down' }));
      },
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.waitForFunction(() => document.querySelector('.copy-page')?.textContent === 'Copy failed');
    await expect(page.locator('h1').textContent()).resolves.toBe('Regions');
    await close();
  });

  test('"View as Markdown" is a plain link to the .md that works without JavaScript', async () => {
    const { page, close } = await openPage(ROUTE, { javaScriptEnabled: false });
    expect(await page.locator('.copy-page').isVisible()).toBe(false);
    const link = page.getByRole('link', { name: 'View as Markdown' });
    expect(await link.getAttribute('href')).toBe(markdownHref(ROUTE));
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('.md')), link.click()]);
    expect(response.status()).toBe(200);
    await page.waitForURL((url) => url.pathname === markdownHref(ROUTE));
    expect(await page.evaluate(() => document.body.innerText.startsWith('# Regions'))).toBe(true);
    await close();
  });
});
