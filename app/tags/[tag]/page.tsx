import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import SiteLink from '@/components/shared/SiteLink';
import { getContent, getPagesWithTag } from '@/lib/content';
import { DOC_TEXT_ID } from '@/components/layout/docText';

export const dynamicParams = false;

type Params = Promise<{ tag: string }>;

export function generateStaticParams() {
  return getContent()
    .tags.filter((t) => getPagesWithTag(t.id).length > 0)
    .map((t) => ({ tag: t.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const id = (await params).tag;
  const tag = getContent().tags.find((t) => t.id === id);
  return tag ? { title: `Tagged "${tag.label}"`, description: tag.description } : {};
}

export default async function TagPage({ params }: { params: Params }) {
  const id = (await params).tag;
  const tag = getContent().tags.find((t) => t.id === id);
  if (!tag) notFound();
  const pages = getPagesWithTag(id);
  return (
    <main id="main" className="plain-page">
      <h1 className="page-title" id={DOC_TEXT_ID}>
        {pages.length} {pages.length === 1 ? 'page' : 'pages'} tagged “{tag.label}”
      </h1>
      <p className="page-description">{tag.description}</p>
      <ul className="tag-list">
        {pages.map((page) => (
          <li key={page.route}>
            <SiteLink href={page.route}>
              <strong>{page.title}</strong>
              {page.description ? (
                <>
                  <br />
                  <span className="tag-count">{page.description}</span>
                </>
              ) : null}
            </SiteLink>
          </li>
        ))}
      </ul>
      <p>
        <SiteLink href="/tags">View all tags</SiteLink>
      </p>
    </main>
  );
}
