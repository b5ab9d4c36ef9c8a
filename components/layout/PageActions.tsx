import { markdownHref } from '@/lib/routes';

/**
 * Under the title: a plain link to the page's Markdown that works without JavaScript, and a button that copies it
 * (the site's one client island makes it work and fetches the .md on first use). The button holds its place while
 * hidden, until JavaScript runs, so nothing moves when it appears.
 */
export default function PageActions({ route }: { route: string }) {
  const href = markdownHref(route);
  return (
    <div className="page-actions">
      <a className="view-markdown" href={href} type="text/markdown">
        View as Markdown
      </a>
      <button type="button" className="copy-page" data-markdown={href}>
        <span aria-live="polite">Copy page</span>
      </button>
    </div>
  );
}
