'use client';
// The zoom view of a diagram: where the column is too narrow for the graph, a button opens the whole graph over the
// page at its own size (panned by scrolling); Close, Escape or the browser's Back closes it and focus returns.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './controls.module.css';

export function useZoom(rootRef: RefObject<HTMLElement | null>): { button: ReactNode } {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const figure = rootRef.current?.closest('figure');
    if (!figure) return undefined;
    figure.setAttribute('data-zoomed', String(open));
    if (!open) return undefined;
    closer.current?.focus({ preventScroll: true });
    // Open on the current state: the zoom view is for finding where you are in the whole graph.
    figure.querySelector('[data-current="true"]')?.scrollIntoView({ block: 'center', inline: 'center' });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener.current?.focus({ preventScroll: true });
    };
  }, [open, rootRef]);

  return {
    button: (
      <>
        <button
          ref={opener}
          type="button"
          className={styles.secondary}
          data-narrow
          data-testid="diagram-zoom"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          Show the whole diagram
        </button>
        {open && (
          <button ref={closer} type="button" className={styles.zoomClose} data-testid="diagram-zoom-close" onClick={() => setOpen(false)}>
            Close the diagram
          </button>
        )}
      </>
    ),
  };
}
