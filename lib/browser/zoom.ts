import { ZOOM, ZOOMABLE_SELECTOR } from './zoomConfig';

interface OpenZoom {
  image: HTMLImageElement;
  overlay: HTMLDivElement;
  clone: HTMLImageElement;
  scrollY: number;
  closing: boolean;
}

/** How much an image's box must grow to fit the viewport with a margin. */
export function fitScale(box: { width: number; height: number }, viewport: { width: number; height: number }, margin: number): number {
  const scale = Math.min((viewport.width - 2 * margin) / box.width, (viewport.height - 2 * margin) / box.height);
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/**
 * How much an image's box must grow to show it at its own size, where the site's figures draw every label at 12 px or
 * more: on a phone the fitted zoom would keep a wide figure's text as small as in the page.
 */
export function legibleScale(image: { naturalWidth: number }, box: { width: number }): number {
  const scale = image.naturalWidth / box.width;
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

/** The transform that scales an image's box to fit the viewport with a margin, centred. */
export function fitTransform(box: { left: number; top: number; width: number; height: number }, viewport: { width: number; height: number }, margin: number) {
  const scale = Math.min((viewport.width - 2 * margin) / box.width, (viewport.height - 2 * margin) / box.height);
  const safe = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const x = (viewport.width - box.width * safe) / 2 - box.left;
  const y = (viewport.height - box.height * safe) / 2 - box.top;
  return `translate(${x}px, ${y}px) scale(${safe})`;
}

/**
 * The zoom view of a figure too wide to fit the screen at a legible size: the figure at its own size inside the
 * overlay, which scrolls (pans) in both directions without moving the page, so the 40 px scroll rule does not close it.
 */
function panAtOwnSize(overlay: HTMLDivElement, clone: HTMLImageElement, size: { width: number; height: number }, viewport: { width: number; height: number }) {
  const margin = ZOOM.marginPx;
  overlay.dataset.pan = 'true';
  Object.assign(overlay.style, { overflow: 'auto', overscrollBehavior: 'contain', touchAction: 'pan-x pan-y' });
  const stage = overlay.ownerDocument.createElement('div');
  Object.assign(stage.style, {
    position: 'relative',
    width: `${size.width + 2 * margin}px`,
    height: `${Math.max(size.height + 2 * margin, viewport.height)}px`,
  });
  Object.assign(clone.style, {
    position: 'absolute',
    left: `${margin}px`,
    top: `${Math.max(margin, (viewport.height - size.height) / 2)}px`,
    width: `${size.width}px`,
    height: `${size.height}px`,
    transition: 'none',
  });
  stage.append(clone);
  overlay.append(stage);
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
    // Marked at once, so a reader (and a test) can tell a zoom that is closing from one that stays.
    current.overlay.dataset.closing = 'true';
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
    const viewport = { width: doc.documentElement.clientWidth, height: win.innerHeight };
    const legible = legibleScale(image, box);
    if (legible > fitScale(box, viewport, ZOOM.marginPx)) {
      panAtOwnSize(overlay, clone, { width: box.width * legible, height: box.height * legible }, viewport);
      doc.body.append(overlay);
    } else doc.body.append(overlay, clone);
    image.style.visibility = 'hidden';
    open = { image, overlay, clone, scrollY: win.scrollY, closing: false };
    if (overlay.dataset.pan === 'true') {
      win.requestAnimationFrame(() => {
        overlay.dataset.open = 'true';
        clone.focus({ preventScroll: true });
      });
      return;
    }
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
