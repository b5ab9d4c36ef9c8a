'use client';
import Link, { useLinkStatus } from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

/**
 * While the page a link leads to is loading, a spinner shows. (A route-level loading.tsx would do this too, but it
 * makes every exported page ship as a spinner that only JavaScript swaps for the content, so pages would be blank
 * without JavaScript.)
 */
function PendingSpinner() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span className="nav-pending" role="status" data-testid="loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading the page…</span>
    </span>
  );
}

/**
 * A next/link that prefetches on intent (hover, focus, touch) instead of when it scrolls into view, so a sidebar of
 * 36 links costs no requests until the reader points at one.
 */
export default function IntentLink({ href, children, ...rest }: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link href={href} prefetch={false} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
      <PendingSpinner />
    </Link>
  );
}
