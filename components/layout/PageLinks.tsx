import { editHref, reportProblemHref } from '@/lib/pageLinks';
import { site } from '@/lib/site';
import { siteOrigin } from '@/lib/siteOrigin';

/**
 * After the article: "Edit this page" (shown only when lib/site.ts sets editUrl) and "Report a problem with this
 * page", an e-mail to support that already names the page. Static markup, no script.
 */
export default function PageLinks({ page }: { page: { title: string; route: string; file: string } }) {
  const edit = editHref(page.file, site.editUrl);
  return (
    <p className="page-links">
      {edit ? (
        <a href={edit} target="_blank" rel="noopener noreferrer" data-testid="edit-page">
          <svg width="15" height="15" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 17.2V21h3.8l11-11.1-3.7-3.7L3 17.2zM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.7L20.7 7z" />
          </svg>
          Edit this page
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <a href={reportProblemHref(page, site.supportEmailAddress, siteOrigin())} data-testid="report-problem">
        <svg width="15" height="15" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M4 3h2v18H4V3zm4 1h11l-2.5 4.5L19 13H8V4z" />
        </svg>
        Report a problem with this page
      </a>
    </p>
  );
}
