// The colour mode's three icons, server markup handed to the ThemeToggle island as children, so the drawings ship
// in the HTML instead of in every page's JavaScript. CSS shows the one that fits (globals.css, ThemeToggle.module.css).
export default function ThemeIcons({ autoClassName }: { autoClassName: string }) {
  return (
    <>
      <svg className="theme-icon-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 18a6 6 0 1 1 0-12 6 6 0 0 1 0 12zm0-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM11 1h2v3h-2V1zm0 19h2v3h-2v-3zM3.5 4.9l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zm13.6 13.6 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1zM1 11h3v2H1v-2zm19 0h3v2h-3v-2zM4.9 20.5l-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1zM18.5 7l-1.4-1.4 2.1-2.1 1.4 1.4L18.5 7z"
        />
      </svg>
      <svg className="theme-icon-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M10 7a7 7 0 0 0 12 4.9v.1c0 5.5-4.5 10-10 10S2 17.5 2 12 6.5 2 12 2h.1A7 7 0 0 0 10 7zm-6 5a8 8 0 0 0 15.6 2.5A9 9 0 0 1 9.5 4.4 8 8 0 0 0 4 12z"
        />
      </svg>
      <svg className={autoClassName} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 2v16a8 8 0 0 1 0-16z" />
      </svg>
    </>
  );
}
