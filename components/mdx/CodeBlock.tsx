import type { ComponentProps } from 'react';

type PreProps = ComponentProps<'pre'> & { 'data-title'?: string; 'data-language'?: string };

/**
 * A code block highlighted at build time (lib/mdx/highlight.ts). Its header bar holds the fence's title (or its
 * language) and the copy button, so the button never sits over the code; the site's one client island makes it work
 * (it is shown only once JavaScript runs). Scrollable code gets keyboard focus.
 */
export default function CodeBlock({ 'data-title': title, 'data-language': language, ...props }: PreProps) {
  return (
    <div className="code-block">
      <div className="code-header">
        {title ? <span className="code-title">{title}</span> : language ? <span className="code-language">{language}</span> : null}
        <button type="button" className="copy-button" aria-label={title ? `Copy ${title} to clipboard` : 'Copy code to clipboard'}>
          <span aria-live="polite">Copy</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a code block that scrolls sideways must be reachable by keyboard */}
      <pre {...props} tabIndex={0} />
    </div>
  );
}
