import type { ComponentProps } from 'react';
import CopyButton from './CopyButton';

/** A highlighted (at build time) code block with a copy button; scrollable regions get keyboard focus. */
export default function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block">
      <pre {...props} tabIndex={0} />
      <CopyButton />
    </div>
  );
}
