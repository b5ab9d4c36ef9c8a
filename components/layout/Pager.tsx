import SiteLink from '@/components/shared/SiteLink';

type PageRef = { route: string; title: string } | undefined;

/** Previous and next page in sidebar order, under each page. */
export default function Pager({ prev, next }: { prev: PageRef; next: PageRef }) {
  if (!prev && !next) return null;
  return (
    <nav className="pager" aria-label="Previous and next pages">
      {prev ? (
        <SiteLink href={prev.route} rel="prev">
          <span className="pager-label">Previous</span>
          <span className="pager-title">« {prev.title}</span>
        </SiteLink>
      ) : null}
      {next ? (
        <SiteLink href={next.route} rel="next" className="pager-next">
          <span className="pager-label">Next</span>
          <span className="pager-title">{next.title} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
