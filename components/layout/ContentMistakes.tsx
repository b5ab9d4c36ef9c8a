import { formatIssue, type ContentIssue } from '@/lib/content/types';
import { DOC_TEXT_ID } from './docText';

/**
 * What a writer sees under `npm run dev` at a page whose file has a mistake: each one with its file, line and what is
 * wrong (a build stops on them instead). The open tab shows the page again by itself once the fix is saved.
 */
export default function ContentMistakes({ issues }: { issues: ContentIssue[] }) {
  return (
    <main id="main" className="status-screen content-mistakes" role="alert" data-testid="content-mistakes">
      <h1 id={DOC_TEXT_ID}>This page has a mistake</h1>
      <p>Fix it and save the file: this tab shows the page again by itself.</p>
      <ul>
        {issues.map((issue) => (
          <li key={formatIssue(issue)}>
            <code>{formatIssue(issue)}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
