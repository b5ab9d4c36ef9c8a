import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/layout/DocPage';
import ContentMistakes from '@/components/layout/ContentMistakes';
import { brokenIssues, getAllPages, getContent, getPageBySlug, inDevelopment, routeOfSlug } from '@/lib/content';
import { markdownHref, siteHref } from '@/lib/routes';
import { siteOrigin } from '@/lib/siteOrigin';
import { socialCardName, socialMetadata } from '@/lib/social';

// Only the pages in content/ exist: the export writes the listed ones, and the page answers any other path with the
// not-found page (under `npm run dev`, where routes render on request, a page added since the list was made is served).

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  const slugs = getAllPages().map((page) => page.slug);
  // Under `npm run dev` a page with an error still has its route, where it shows the error (a build fails instead).
  const broken = inDevelopment() ? [...getContent().broken.keys()].filter(Boolean).map((route) => route.slice(1).split('/')) : [];
  return [...slugs, ...broken].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = getPageBySlug((await params).slug);
  if (!page) return {};
  return {
    title: page.title,
    description: page.description,
    // The canonical URL is absolute, with the base path (Next resolves a relative one against metadataBase without
    // it); the Markdown copy is announced to machines that read <link rel="alternate">.
    alternates: { canonical: `${siteOrigin()}${siteHref(page.route)}`, types: { 'text/markdown': markdownHref(page.route) } },
    // Link previews in Slack, Teams and elsewhere: the page's own title and description, its section's image.
    ...socialMetadata(page, socialCardName(page.route, getContent().categories), siteOrigin()),
  };
}

export default async function Page({ params }: { params: Params }) {
  const { slug } = await params;
  // Under `npm run dev` a page with a mistake shows the mistake, and the fix once it is saved.
  const issues = brokenIssues(routeOfSlug(slug));
  if (issues.length > 0) return <ContentMistakes issues={issues} />;
  const page = getPageBySlug(slug);
  if (!page) notFound();
  return <DocPage page={page} />;
}
