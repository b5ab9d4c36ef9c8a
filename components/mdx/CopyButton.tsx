'use client';
import { useState } from 'react';

/** Copies the text of the code block it sits in. */
export default function CopyButton() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    const pre = event.currentTarget.closest('.code-block')?.querySelector('pre');
    try {
      await navigator.clipboard.writeText(pre?.innerText ?? '');
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="copy-button" onClick={copy} aria-label="Copy code to clipboard">
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}</span>
    </button>
  );
}
