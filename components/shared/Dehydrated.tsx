'use client';
import type { ReactNode } from 'react';
import { documentRegions, StaleRegionError } from '@/lib/browser/regions';

function StaticRegion({ name }: { name: string }) {
  const html = documentRegions()?.get(name);
  // Shown as "This page could not be loaded" with Retry (app/error.tsx), never as a crash.
  if (html === undefined) throw new StaleRegionError(name);
  return <div className="dehydrated" data-dehydrated={name} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/**
 * A region of server-rendered markup that needs no React on the client (prose, tables, static SVG). Its markup is
 * written once, in the page's HTML: `scripts/postbuild.mjs` removes the children from the page's inline payload, and
 * hydrating, React reads them from the document and leaves them as they are. `dehydrate` names the region, unique on
 * its page. Never put a client island inside one: it would be inert.
 */
export default function Dehydrated({ dehydrate, children }: { dehydrate: string; children?: ReactNode }) {
  if (children === undefined) return <StaticRegion name={dehydrate} />;
  return (
    <div className="dehydrated" data-dehydrated={dehydrate}>
      {children}
    </div>
  );
}
