import MdxContent from '@/components/mdx/MdxContent';
import { getContent, getPageHtml, getPrevNext, type Page } from '@/lib/content';
import { sidebarView } from '@/lib/content/sidebar';
import { siteHref } from '@/lib/routes';
import { siteOrigin } from '@/lib/siteOrigin';
import StaticRegion from '@/components/shared/StaticRegion';
import LastUpdated from './LastUpdated';
import PageActions from './PageActions';
import PageLinks from './PageLinks';
import Pager from './Pager';
import Sidebar from './Sidebar';
import { SidebarShowButton } from './SidebarVisibility';
import SiteLink from '@/components/shared/SiteLink';
import Toc from './Toc';
import { TocMobile } from './TocList';
import { DOC_TEXT_ID } from './docText';

/** A docs page: sidebar, article (title, description, MDX body, tags, previous/next) and table of contents. */
export default function DocPage({ page }: { page: Page }) {
  const { sidebar, toc, tags } = getContent();
  const headings = toc.get(page.route) ?? [];
  const { prev, next } = getPrevNext(page.route);
  const tagLabels = new Map(tags.map((t) => [t.id, t.label]));
  return (
    <div className="doc-layout">
      <Sidebar items={sidebarView(sidebar, page.route)} current={page.route} />
      <SidebarShowButton />
      <main id="main" className="doc-main" tabIndex={-1}>
        <article className="doc-article">
          <StaticRegion staticRegion="page-head">
            <h1 className="page-title">{page.title}</h1>
            {page.description ? <p className="page-description">{page.description}</p> : null}
            {/* Shown on paper only (app/print.css): where the printed page lives. */}
            <p className="print-url">{`${siteOrigin()}${siteHref(page.route)}`}</p>
            <PageActions route={page.route} />
            <TocMobile headings={headings} />
          </StaticRegion>
          <div className="markdown" id={DOC_TEXT_ID}>
            <MdxContent html={getPageHtml(page)} />
          </div>
          {page.tags.length > 0 ? (
            <StaticRegion staticRegion="page-tags">
              <ul className="page-tags" aria-label="Tags">
                {page.tags.map((tag) => (
                  <li key={tag}>
                    <SiteLink className="tag-chip" href={`/tags/${tag}`}>
                      {tagLabels.get(tag) ?? tag}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </StaticRegion>
          ) : null}
          <LastUpdated iso={page.lastUpdated} />
          <StaticRegion staticRegion="page-links">
            <PageLinks page={page} />
          </StaticRegion>
        </article>
        <StaticRegion staticRegion="page-pager">
          <Pager prev={prev} next={next} />
        </StaticRegion>
      </main>
      <Toc headings={headings} />
    </div>
  );
}
