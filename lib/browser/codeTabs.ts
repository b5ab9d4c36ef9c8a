// The code tabs of a page (components/mdx/CodeTabs.tsx): choosing a language shows it in every set of tabs on the page
// and is kept in localStorage "code-tab". The same function, inlined right after each set of tabs, shows the stored
// choice before the tabs paint, so a page opened later never flips; and a page shown again without loading (the
// back/forward cache, a page rendered ahead of the click) or left open in another tab follows a choice made since.
// Keys as the ARIA tabs pattern has them: Left and Right move between tabs (and choose), Home and End go to the first
// and last. All of it is inline script on the one page that has tabs: no bundle carries it, and no page waits for one.
export const CODE_TAB_KEY = 'code-tab';

/**
 * Shows `label` in every set of code tabs parsed so far that has it, and keeps it; without `label`, shows the kept
 * choice. Self-contained: inlined by CodeTabs.tsx.
 */
export function showCodeTab(key: string, label?: string): void {
  let choice = label;
  try {
    if (choice === undefined) choice = localStorage.getItem(key) ?? undefined;
    else localStorage.setItem(key, choice);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  if (!choice) return;
  document.querySelectorAll('[data-code-tabs]').forEach((tabs) => {
    const all = tabs.querySelectorAll<HTMLElement>('[role="tab"]');
    if (![...all].some((t) => t.dataset.tab === choice)) return;
    all.forEach((t) => {
      t.setAttribute('aria-selected', String(t.dataset.tab === choice));
      t.tabIndex = t.dataset.tab === choice ? 0 : -1;
    });
    tabs.querySelectorAll<HTMLElement>('[role="tabpanel"]').forEach((panel) => {
      panel.hidden = panel.dataset.tab !== choice;
    });
  });
}

/**
 * Inlined after each set of tabs with `show` = showCodeTab: shows the kept choice now, and again when the page is shown
 * without loading or the choice changes in another tab; once per page, it also makes a click on a tab, and the arrow
 * keys, Home and End on one, choose it. Self-contained: the tabs work from the moment they are parsed, before and
 * without any bundle, and a click switches them in the same task.
 */
export function followCodeTabs(show: (key: string, label?: string) => void, key: string): void {
  show(key);
  const root = document.documentElement;
  if (root.dataset.codeTabs) return;
  root.dataset.codeTabs = 'following';
  window.addEventListener('pageshow', (event) => event.persisted && show(key));
  window.addEventListener('storage', (event) => event.key === key && show(key));
  document.addEventListener('prerenderingchange', () => show(key));
  const tabOf = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLElement>('[data-code-tabs] [role="tab"]');
  document.addEventListener('click', (event) => {
    const tab = tabOf(event.target);
    if (tab?.dataset.tab) show(key, tab.dataset.tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = tabOf(event.target);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(tab);
    const to = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(key, tabs[to].dataset.tab);
    tabs[to].focus();
  });
}
