'use client';
import { useEffect } from 'react';
import { ZOOM, ZOOMABLE_SELECTOR } from '@/lib/browser/zoomConfig';

/** Loads the zoom code only after the page has loaded, then attaches it 1 s later (each page is its own document). */
export default function ImageZoom() {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      timer = window.setTimeout(async () => {
        if (!document.querySelector(ZOOMABLE_SELECTOR)) return;
        const { attachZoom } = await import('@/lib/browser/zoom');
        if (!cancelled) detach = attachZoom(document);
      }, ZOOM.attachDelayMs);
    };
    let timer = 0;
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.removeEventListener('load', start);
      detach?.();
    };
  }, []);
  return null;
}
