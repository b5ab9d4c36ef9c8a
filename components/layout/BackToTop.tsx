'use client';
import { useEffect, useState } from 'react';

/** On long pages, once the reader is well down, a button takes them back to the top (and focus to the content). */
export default function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const long = document.documentElement.scrollHeight > window.innerHeight * 3;
        setShown(long && window.scrollY > window.innerHeight * 1.5);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" data-shown={shown} aria-hidden={!shown} tabIndex={shown ? 0 : -1} onClick={toTop} data-testid="back-to-top">
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4z" />
      </svg>
      <span>Back to top</span>
    </button>
  );
}
