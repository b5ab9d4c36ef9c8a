import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/layout/DocPage';
import { getAllPages, getPageBySlug } from '@/lib/content';
import { markdownHref } from '@/lib/routes';

// Only the pages in content/ exist; any other path is the not-found page.
export const dynamicParams = false;

type Params = Promise<{ slug?: string[] }>;

export function generateStaticParams() {
  return getAllPages().map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = getPageBySlug((await params).slug);
  if (!page) return {};
  return {
    title: page.title,
    description: page.description,
    // The Markdown copy is announced to machines that read <link rel="alternate">.
    alternates: { canonical: page.route === '/' ? '/' : `${page.route}/`, types: { 'text/markdown': markdownHref(page.route) } },
  };
}

export default async function Page({ params }: { params: Params }) {
  const page = getPageBySlug((await params).slug);
  if (!page) notFound();
  return <DocPage page={page} />;
}
