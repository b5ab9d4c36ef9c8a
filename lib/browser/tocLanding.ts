// The section a reader lands on. Opened at `page/#section` (a link, a search hit), "On this page" marks that section
// from the first paint, not the page's first one: this function is inlined after each table of contents (after the
// bar in the page head, and after the right-hand column once the article is parsed), and lib/browser/toc.ts calls it
// again on each landing within the page and keeps its answer until the reader scrolls on. It marks the heading the
// reader chose even where a sub-heading follows it at once and the window opens with both at its top (Docusaurus
// marks the entry chosen too): "Disable a region", not the "Before you begin" under it.

/** Marks the landed section in every table of contents parsed so far; returns its id, if the address names one. */
export function markLandedSection(): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return undefined;
  }
  const lists = document.querySelectorAll('[data-toc-list]');
  if (!id || lists.length === 0) return undefined;
  const entries = [...lists[0].querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const idOf = (a: HTMLAnchorElement) => a.getAttribute('href')?.slice(1) ?? '';
  let entry = entries.find((a) => idOf(a) === id);
  if (!entry) {
    // An anchor inside a section (not a heading of the contents): the last heading before it, once it is parsed.
    const target = document.getElementById(id);
    if (!target) return undefined;
    entry = entries
      .filter((a) => {
        const heading = document.getElementById(idOf(a));
        return heading !== null && (heading === target || (heading.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      })
      .pop();
  }
  if (!entry) return undefined;
  const landed = idOf(entry);
  lists.forEach((list) => {
    list.querySelectorAll('a[href^="#"]').forEach((a) => {
      if (a.getAttribute('href') !== `#${landed}`) {
        a.removeAttribute('aria-current');
        return;
      }
      a.setAttribute('aria-current', 'true');
      // A long table of contents scrolls in its own box: bring the entry into it (never the window).
      const box = a.closest('.toc');
      const item = a.getBoundingClientRect();
      const frame = box?.getBoundingClientRect();
      if (box && frame && (item.top < frame.top || item.bottom > frame.bottom)) box.scrollTop += item.top - frame.top - frame.height / 3;
    });
  });
  const current = document.querySelector('[data-toc-current]');
  const text = entries.find((a) => idOf(a) === landed)?.textContent;
  if (current && text) current.textContent = text;
  return landed;
}
