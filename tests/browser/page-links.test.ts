// The end of every docs page: "Edit this page" leads to the page's source file (lib/site.ts editUrl), and "Report a
// problem with this page" is an e-mail to support that already names the page.
import { editHref, reportProblemHref } from '@/lib/pageLinks';
import { site } from '@/lib/site';
import { openPage } from './support';

const PAGES = [
  ['/', 'content/index.mdx'],
  ['/permissions-firewall/services/regions', 'content/permissions-firewall/services/regions.mdx'],
  ['/developer/graphql-reference/bulwark-graphql-api', 'content/developer/graphql-reference/bulwark-graphql-api.mdx'],
] as const;

describe('page links', () => {
  test.each(PAGES)('%s links to its source file and to a problem report naming it', async (route, file) => {
    const { page, close } = await openPage(route);
    const edit = page.locator('[data-testid="edit-page"]');
    await expect(edit.getAttribute('href')).resolves.toBe(`${site.editUrl}${file}`);
    await expect(edit.textContent()).resolves.toMatch(/^Edit this page/);
    await expect(edit.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    const report = page.locator('[data-testid="report-problem"]');
    await expect(report.textContent()).resolves.toBe('Report a problem with this page');
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe(site.supportEmailAddress);
    const title = await page.locator('h1').textContent();
    expect(href.searchParams.get('subject')).toBe(`Docs: a problem with "${title}"`);
    expect(href.searchParams.get('body')).toContain(`${site.url}/cpf-public${route === '/' ? '/' : `${route}/`}`);
    await close();
  });
});

describe('the links as data', () => {
  test('no edit URL, no edit link; the source path joins the URL with one slash', () => {
    expect(editHref('content/a.mdx', '')).toBeUndefined();
    expect(editHref('content/a.mdx', undefined)).toBeUndefined();
    expect(editHref('content/a.mdx', 'https://git.example.com/edit/main')).toBe('https://git.example.com/edit/main/content/a.mdx');
    expect(editHref('content/a.mdx', 'https://git.example.com/edit/main/')).toBe('https://git.example.com/edit/main/content/a.mdx');
  });

  test('the report names the page in its subject and gives its address in its body, encoded', () => {
    const href = reportProblemHref({ title: 'A & B "quoted"', route: '/x/y' }, 'help@example.com', 'https://docs.example.com/');
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Docs: a problem with "A & B "quoted""');
    expect(url.searchParams.get('body')).toMatch(/^Page: https:\/\/docs\.example\.com\/cpf-public\/x\/y\/\n/);
  });
});
