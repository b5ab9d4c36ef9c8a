// Copy buttons (code blocks and "Copy page"), driven by the delegated click listener in components/layout/Enhancements.

const markdownCache = new Map<string, Promise<string>>();

/** A page's Markdown, fetched once per visit; a failed fetch is forgotten so the next click tries again. */
function fetchMarkdown(url: string): Promise<string> {
  let text = markdownCache.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    text.catch(() => markdownCache.delete(url));
    markdownCache.set(url, text);
  }
  return text;
}

/**
 * Text that is still arriving goes to the clipboard as a ClipboardItem holding a promise, so the write starts inside
 * the click (Safari refuses a clipboard write that starts after an await).
 */
async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text === 'string') return navigator.clipboard.writeText(text);
  if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    return navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  }
  return navigator.clipboard.writeText(await text);
}

/** Copies and says so in the button's live label ("Copied" or "Copy failed"), then restores the label. */
async function copyWithFeedback(button: HTMLElement, text: string | Promise<string>): Promise<void> {
  const label = button.querySelector('[aria-live]') ?? button;
  button.dataset.label ??= label.textContent ?? '';
  try {
    await writeClipboard(text);
    label.textContent = 'Copied';
  } catch {
    label.textContent = 'Copy failed';
  }
  window.setTimeout(() => (label.textContent = button.dataset.label ?? ''), 2000);
}

/** The code only: not the block's title, and exactly the source text whatever the highlighting added. */
export function copyCode(button: HTMLElement): Promise<void> {
  const code = button.closest('.code-block')?.querySelector('pre');
  return copyWithFeedback(button, code?.textContent ?? '');
}

/** The page's Markdown copy, whose address the button carries. */
export function copyPage(button: HTMLElement): Promise<void> {
  const url = button.dataset.markdown;
  return copyWithFeedback(button, url ? fetchMarkdown(url) : Promise.reject(new Error('no Markdown address')));
}
