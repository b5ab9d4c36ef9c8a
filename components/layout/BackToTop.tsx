// On long pages, once the reader is well down, a button takes them back to the top (and focus to the content). It
// lives in what already stays on screen, so it never covers the page: the end of the "On this page" bar (`compact`,
// an icon) and under the right-hand contents. Static markup, hidden until lib/browser/backToTop.ts shows it.
export default function BackToTop({ compact = false }: { compact?: boolean }) {
  return (
    <button
      type="button"
      className="back-to-top"
      data-shown="false"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="back-to-top"
      title={compact ? 'Back to top' : undefined}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 5.6 4.3 13.3l1.4 1.4L11 9.4V20h2V9.4l5.3 5.3 1.4-1.4z" />
      </svg>
      <span className={compact ? 'visually-hidden' : undefined}>Back to top</span>
    </button>
  );
}
