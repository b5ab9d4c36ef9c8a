'use client';
import { usePathname } from 'next/navigation';
import { use, type ReactNode } from 'react';
import { loadRegions, pageRoute, rememberDocument } from '@/lib/browser/regions';

// The route of the document the browser loaded: only its regions can be read from the document itself.
const firstRoute = typeof window === 'undefined' ? undefined : pageRoute(window.location.pathname);
let firstRead: Map<string, string> | undefined;

function StaticRegion({ name }: { name: string }) {
  const route = pageRoute(usePathname() ?? '/');
  let html: string | undefined;
  if (route === firstRoute) {
    firstRead ??= rememberDocument(route);
    html = firstRead.get(name);
  }
  html ??= use(loadRegions(route)).get(name);
  if (html === undefined) {
    // The page's HTML has changed under us (a deploy between two navigations): load it as a whole.
    window.location.assign(window.location.href);
    return null;
  }
  return <div className="dehydrated" data-dehydrated={name} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/**
 * A region of server-rendered markup that needs no React on the client (prose, tables, static SVG). Its markup
 * reaches the browser once, in the page's HTML: `scripts/postbuild.mjs` removes the children from the page's inline
 * payload and from its RSC files. Hydrating, React leaves the element's innerHTML as the server wrote it; on
 * client-side navigation the region is read from the new page's HTML (lib/browser/regions.ts), suspending the
 * navigation until it arrives. `dehydrate` names the region, unique on its page. Never put a client island inside
 * one: it would be inert.
 */
export default function Dehydrated({ dehydrate, children }: { dehydrate: string; children?: ReactNode }) {
  if (children === undefined) return <StaticRegion name={dehydrate} />;
  return (
    <div className="dehydrated" data-dehydrated={dehydrate}>
      {children}
    </div>
  );
}
