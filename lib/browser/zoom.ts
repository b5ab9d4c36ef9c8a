import { ZOOM, ZOOMABLE_SELECTOR } from './zoomConfig';

interface OpenZoom {
  image: HTMLImageElement;
  overlay: HTMLDivElement;
  clone: HTMLImageElement;
  scrollY: number;
  closing: boolean;
}

/** The transform that scales an image's box to fit the viewport with a margin, centred. */
export function fitTransform(box: { left: number; top: number; width: number; height: number }, viewport: { width: number; height: number }, margin: number) {
  const scale = Math.min((viewport.width - 2 * margin) / box.width, (viewport.height - 2 * margin) / box.height);
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const x = (viewport.width - box.width * safe) / 2 - box.left;
  const y = (viewport.height - box.height * safe) / 2 - box.top;
  return `translate(${x}px, ${y}px) scale(${safe})`;
}

/** Attaches zoom to a document by delegation; returns a detach function. */
export function attachZoom(doc: Document): () => void {
  let open: OpenZoom | undefined;
  const win = doc.defaultView!;

  const finish = () => {
    if (!open) return;
    open.overlay.remove();
    open.clone.remove();
    open.image.style.visibility = '';
    open.image.focus?.();
    open = undefined;
  };

  const close = () => {
    if (!open || open.closing) return;
    open.closing = true;
    const current = open;
    win.setTimeout(() => {
      current.overlay.dataset.open = 'false';
      current.clone.style.transform = 'none';
      win.setTimeout(finish, ZOOM.transitionMs);
    }, ZOOM.closeDelayMs);
  };

  const openImage = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const overlay = doc.createElement('div');
    overlay.className = 'zoom-overlay';
    overlay.dataset.testid = 'zoom-overlay';
    const clone = image.cloneNode(true) as HTMLImageElement;
    clone.removeAttribute('data-zoomable');
    clone.removeAttribute('loading');
    clone.className = 'zoom-image';
    clone.setAttribute('role', 'dialog');
    clone.setAttribute('aria-label', `${image.alt || 'Image'} (zoomed; press Escape or click to close)`);
    clone.tabIndex = -1;
    Object.assign(clone.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px`, transform: 'none' });
    doc.body.append(overlay, clone);
    image.style.visibility = 'hidden';
    open = { image, overlay, clone, scrollY: win.scrollY, closing: false };
    // Next frame, so the transition runs from the image's own box.
    win.requestAnimationFrame(() => {
      overlay.dataset.open = 'true';
      clone.style.transform = fitTransform(box, { width: doc.documentElement.clientWidth, height: win.innerHeight }, ZOOM.marginPx);
      clone.focus({ preventScroll: true });
    });
  };

  const onClick = (event: MouseEvent) => {
    if (open) {
      event.preventDefault();
      close();
      return;
    }
    const target = (event.target as Element | null)?.closest?.(ZOOMABLE_SELECTOR) as HTMLImageElement | null;
    if (target) {
      event.preventDefault();
      openImage(target);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') close();
    else if (!open && (event.key === 'Enter' || event.key === ' ')) {
      const target = (event.target as Element | null)?.closest?.(ZOOMABLE_SELECTOR) as HTMLImageElement | null;
      if (target) {
        event.preventDefault();
        openImage(target);
      }
    }
  };
  const onScroll = () => {
    if (open && Math.abs(win.scrollY - open.scrollY) > ZOOM.scrollThresholdPx) close();
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey);
  win.addEventListener('scroll', onScroll, { passive: true });
  for (const image of doc.querySelectorAll<HTMLImageElement>(ZOOMABLE_SELECTOR)) image.tabIndex = 0;
  doc.documentElement.dataset.zoomAttached = 'true';
  return () => {
    finish();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey);
    win.removeEventListener('scroll', onScroll);
    delete doc.documentElement.dataset.zoomAttached;
  };
}
