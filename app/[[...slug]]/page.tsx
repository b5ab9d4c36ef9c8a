import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/layout/DocPage';
import { getAllPages, getContent, getPageBySlug } from '@/lib/content';
import { shareSiteOutputs } from '@/lib/siteOutputs';
import { markdownHref, siteHref } from '@/lib/routes';
import { siteOrigin } from '@/lib/siteOrigin';
import { socialCardName, socialMetadata } from '@/lib/social';

// Only the pages in content/ exist; any other path is the not-found page.
export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  shareSiteOutputs();
  return getAllPages().map((page) => ({ slug: page.slug }));
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
  const page = getPageBySlug((await params).slug);
  if (!page) notFound();
  return <DocPage page={page} />;
}
