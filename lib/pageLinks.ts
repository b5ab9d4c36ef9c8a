// The links at the end of every docs page: "Edit this page" (to the page's source, from site.editUrl) and "Report a
// problem with this page" (an e-mail to support with the page's address filled in). Pure, so jest checks both.
import { siteHref } from './routes';

/** The edit link of a page's source file, or undefined when the site sets no edit URL. */
export function editHref(file: string, editUrl: string | undefined): string | undefined {
  if (!editUrl) return undefined;
  return `${editUrl.replace(/\/*$/, '/')}${file.replace(/^\/+/, '')}`;
}

/** A mailto: link whose subject names the page and whose body starts with its absolute address. */
export function reportProblemHref(page: { title: string; route: string }, email: string, origin: string): string {
  const url = `${origin.replace(/\/+$/, '')}${siteHref(page.route)}`;
  const subject = `Docs: a problem with "${page.title}"`;
  const body = `Page: ${url}\n\nWhat is wrong or missing on this page:\n`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
