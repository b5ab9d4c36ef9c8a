import type { ComponentProps } from 'react';

/**
 * A code block highlighted at build time, with a copy button that the site's one client island makes work (it is
 * shown only once JavaScript is running). Scrollable code gets keyboard focus.
 */
export default function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block">
      <pre {...props} tabIndex={0} />
      <button type="button" className="copy-button" aria-label="Copy code to clipboard">
        <span aria-live="polite">Copy</span>
      </button>
    </div>
  );
}
