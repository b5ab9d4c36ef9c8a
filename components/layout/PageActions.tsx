import { markdownHref } from '@/lib/routes';

/**
 * Next to the title: copy the page's Markdown (a button the site's one client island makes work, shown only once
 * JavaScript runs; it fetches the .md on first use) and a plain link to it that works without JavaScript.
 */
export default function PageActions({ route }: { route: string }) {
  const href = markdownHref(route);
  return (
    <div className="page-actions">
      <button type="button" className="copy-page" data-markdown={href}>
        <span aria-live="polite">Copy page</span>
      </button>
      <a className="view-markdown" href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
