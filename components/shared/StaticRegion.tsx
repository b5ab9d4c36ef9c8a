'use client';
import type { ReactNode } from 'react';
import { documentRegions, StaleRegionError } from '@/lib/browser/regions';
import { STATIC_REGION_ATTRIBUTE, type STATIC_REGION_PROP } from '@/lib/staticRegion';

type Props = { [K in typeof STATIC_REGION_PROP]: string } & { children?: ReactNode };

/** A region whose children left the payload: its markup is read back from the document, as the server wrote it. */
function FromDocument({ name }: { name: string }) {
  const html = documentRegions()?.get(name);
  // Shown as "This page could not be loaded" with Retry (app/error.tsx), never as a crash.
  if (html === undefined) throw new StaleRegionError(name);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup the server wrote into this very document
    <div className="static-region" {...{ [STATIC_REGION_ATTRIBUTE]: name }} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}

/**
 * A region of server-rendered markup that needs no React on the client (prose, tables, static SVG). Its markup is
 * written once, in the page's HTML: postbuild removes its children from the page's inline payload (scripts/flight.ts),
 * and hydrating, React reads them from the document and leaves them as they are. `staticRegion` names the region,
 * unique on its page. A client island inside one would never hydrate: the rewrite fails the build if it finds one.
 */
export default function StaticRegion({ staticRegion: name, children }: Props) {
  if (children === undefined) return <FromDocument name={name} />;
  return (
    <div className="static-region" {...{ [STATIC_REGION_ATTRIBUTE]: name }}>
      {children}
    </div>
  );
}
