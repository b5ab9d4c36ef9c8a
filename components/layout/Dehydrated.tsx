'use client';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';

// The HTML of each dehydrated region this visit has hydrated, by page and name, for when React renders the first
// page's tree again (back to it, or a link to it): that tree's inline payload no longer carries the region's children.
const seen = new Map<string, string>();

/**
 * A region of server-rendered markup that needs no React on the client (prose, tables, static SVG). Its children
 * reach the browser once, in the HTML: `scripts/postbuild.mjs` removes them from the page's inline payload, and this
 * component hydrates an element whose innerHTML React leaves as the server wrote it. In the RSC files that client-side
 * navigation fetches, postbuild replaces the children with the region's finished HTML (`html`), which is rendered as
 * is. `dehydrate` names the region, unique on its page. Never put a client island inside one: it would be inert.
 */
export default function Dehydrated({ dehydrate, html: finished, children }: { dehydrate: string; html?: string; children?: ReactNode }) {
  const key = `${usePathname()}#${dehydrate}`;
  // Read once, when the region mounts without children: hydration (the HTML is in the document) or a later render of
  // the first page's tree (the HTML was remembered then). If React ever client-renders instead of hydrating (after a
  // hydration error elsewhere), the server HTML is still in the document when this runs.
  const [html] = useState(() => {
    if (finished !== undefined) return finished;
    if (children !== undefined || typeof document === 'undefined') return '';
    const markup = seen.get(key) ?? document.querySelector(`[data-dehydrated="${CSS.escape(dehydrate)}"]`)?.innerHTML ?? '';
    seen.set(key, markup);
    return markup;
  });
  if (children !== undefined) {
    return (
      <div className="dehydrated" data-dehydrated={dehydrate}>
        {children}
      </div>
    );
  }
  return <div className="dehydrated" data-dehydrated={dehydrate} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
