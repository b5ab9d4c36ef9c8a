// The code tabs of a page (components/mdx/CodeTabs.tsx): choosing a language shows it in every set of tabs on the page
// and is kept in localStorage "code-tab", which the next page reads before it paints its tabs. Keys as the ARIA tabs
// pattern has them: Left and Right move between tabs (and choose), Home and End go to the first and last.
export const CODE_TAB_KEY = 'code-tab';

/** Shows `label` in every set of code tabs on the page that has it, and remembers the choice. */
export function chooseCodeTab(label: string): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-code-tabs]')) {
    const tab = [...tabs.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.dataset.tab === label);
    if (!tab) continue;
    for (const t of tabs.querySelectorAll<HTMLElement>('[role="tab"]')) {
      t.setAttribute('aria-selected', String(t === tab));
      t.tabIndex = t === tab ? 0 : -1;
    }
    for (const panel of tabs.querySelectorAll<HTMLElement>('[role="tabpanel"]')) panel.hidden = panel.dataset.tab !== label;
  }
  try {
    localStorage.setItem(CODE_TAB_KEY, label);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
}

/** A click on a tab chooses it; returns whether the event was one. */
export function codeTabClick(target: EventTarget | null): boolean {
  const tab = (target as Element | null)?.closest?.<HTMLElement>('[data-code-tabs] [role="tab"]');
  if (!tab?.dataset.tab) return false;
  chooseCodeTab(tab.dataset.tab);
  return true;
}

/** Arrow keys, Home and End on a tab move to the next tab and choose it; returns whether the key was handled. */
export function codeTabKey(event: KeyboardEvent): boolean {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>('[data-code-tabs] [role="tab"]');
  const list = tab?.parentElement;
  if (!tab || !list) return false;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const at = tabs.indexOf(tab);
  const to = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return false;
  event.preventDefault();
  chooseCodeTab(tabs[to].dataset.tab ?? '');
  tabs[to].focus();
  return true;
}
