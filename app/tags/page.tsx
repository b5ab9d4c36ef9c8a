import type { Metadata } from 'next';
import SiteLink from '@/components/shared/SiteLink';
import { getContent, getPagesWithTag } from '@/lib/content';
import { DOC_TEXT_ID } from '@/components/layout/docText';

export const metadata: Metadata = { title: 'Tags', description: 'Every tag used in the Bulwark docs, with the number of pages that carry it.' };

export default function TagsPage() {
  const { tags } = getContent();
  const used = tags.map((tag) => ({ tag, count: getPagesWithTag(tag.id).length })).filter((t) => t.count > 0);
  return (
    <main id="main" className="plain-page">
      <h1 className="page-title" id={DOC_TEXT_ID}>
        Tags
      </h1>
      <ul className="tag-list">
        {used.map(({ tag, count }) => (
          <li key={tag.id}>
            <SiteLink href={`/tags/${tag.id}`}>
              <strong>{tag.label}</strong>{' '}
              <span className="tag-count">
                ({count} {count === 1 ? 'page' : 'pages'})
              </span>
              <br />
              <span className="tag-count">{tag.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
  );
}
