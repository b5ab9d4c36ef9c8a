'use client';
// Under `npm run dev` only: the open page refreshes in place (Next's router fetches it again, scroll position and the
// state of its islands kept) when the content step changes the store, as scripts/dev.ts announces it.
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { withBasePath } from '@/lib/basePath';
import { DEV_EVENTS_PATH } from '@/lib/devEvents';

export default function DevRefresh() {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource(withBasePath(DEV_EVENTS_PATH));
    events.addEventListener('content', () => router.refresh());
    // Tells whoever drives the tab (bench/devLoop.mjs) that a save will now show by itself.
    events.addEventListener('open', () => {
      document.documentElement.dataset.devRefresh = 'connected';
    });
    return () => events.close();
  }, [router]);
  return null;
}
