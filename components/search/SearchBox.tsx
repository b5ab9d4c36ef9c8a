'use client';
// The navbar search: an ARIA 1.2 combobox with a listbox of suggestions. The index is fetched on the first focus or
// keystroke (never with the page) and the query code arrives by dynamic import at the same moment (useSearch). Without
// JavaScript it is a plain form that opens the results page.
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { siteHref } from '@/lib/routes';
import Highlight from './Highlight';
import { resultCount } from './resultCount';
import styles from './SearchBox.module.css';
import { useFieldRoom } from './useFieldRoom';
import { useSearch } from './useSearch';
import { useShortcutLabel } from './useShortcutLabel';

const SUGGESTIONS = 8;

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable;
}

export function resultsHref(query: string): string {
  return `/results?q=${encodeURIComponent(query)}`;
}

export default function SearchBox() {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Focus and keystrokes start the first load; after a failure only Retry fetches again.
  const search = useSearch(query, { limit: SUGGESTIONS });
  const startLoading = search.load;
  const shortcut = useShortcutLabel();
  const measureRoom = useFieldRoom(fieldRef);

  // Ctrl/Cmd+K anywhere, and "/" when not typing in a field, focus the box.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const input = inputRef.current;
      if (!input) return;
      const isK = event.key === 'k' || event.key === 'K';
      if (isK && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        input.focus();
        input.select();
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        input.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The arrows move the highlight; the list scrolls with it so it stays in sight (the list fits the window, so
  // "nearest" scrolls only the list's own box).
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  const { ignored, latest: response, status } = search;
  const hits = response?.hits ?? [];
  const total = response?.total ?? 0;
  // The last option opens the results page with every match.
  const optionCount = hits.length > 0 ? hits.length + 1 : 0;
  const showList = open && optionCount > 0;
  const showNoResults = open && response !== null && total === 0 && status === 'ready';
  const showLoading = open && !ignored && status === 'loading';
  const showError = open && status === 'error';
  const expanded = showList || showNoResults || showLoading || showError;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    setQuery('');
    inputRef.current?.blur();
    const url = new URL(siteHref(href), window.location.href).href;
    const here = url === window.location.href && window.location.hash !== '';
    window.location.assign(url);
    // The section already in the address: the browser scrolls back to it but fires no hashchange, which "On this page"
    // follows to mark the section landed on (lib/browser/toc.ts).
    if (here) window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: url, newURL: url }));
  };

  const choose = (index: number) => {
    if (index >= 0 && index < hits.length) go(hits[index].href);
    else if (!ignored) go(resultsHref(query));
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    startLoading();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (optionCount > 0) setActive((i) => (i + 1) % optionCount);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (optionCount > 0) setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
        break;
      case 'Enter':
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (!ignored) choose(showList ? active : -1);
        break;
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else setQuery('');
        break;
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  return (
    // A form that opens the results page, so the field works with JavaScript off too (the page then says search needs
    // it); with JavaScript the box handles Enter itself and the form is never submitted.
    <form
      className={styles.box}
      data-testid="search-box"
      role="search"
      aria-label="Site search"
      action={siteHref('/results')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ignored) choose(-1);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <div className={styles.field} ref={fieldRef} data-filled={query ? '' : undefined}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zm5.5-2 5 5" />
        </svg>
        <input
          ref={inputRef}
          className={styles.input}
          data-testid="search-input"
          name="q"
          type="text"
          role="combobox"
          aria-label="Search the docs"
          aria-keyshortcuts="Control+K Meta+K /"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder="Search"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={10000}
          value={query}
          onFocus={() => {
            startLoading();
            measureRoom();
            setOpen(true);
          }}
          onChange={(event) => {
            startLoading();
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {query ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            data-testid="search-clear"
            // Keeps the focus in the field, so the box stays open for the next query.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setQuery('');
              setActive(-1);
              inputRef.current?.focus();
            }}
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="m6 6 12 12M18 6 6 18" />
            </svg>
          </button>
        ) : shortcut ? (
          <kbd className={styles.shortcut} aria-hidden="true" data-testid="search-shortcut">
            {shortcut}
          </kbd>
        ) : null}
      </div>
      <div className={expanded ? styles.popup : styles.hidden}>
        <ul id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} data-testid="search-listbox" hidden={!showList}>
          {showList
            ? hits.map((hit, index) => (
                <li
                  key={hit.href}
                  id={optionId(index)}
                  role="option"
                  aria-selected={active === index}
                  className={styles.option}
                  data-testid="search-option"
                  data-href={hit.href}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(index)}
                >
                  <span className={styles.title}>
                    <Highlight text={hit.title} ranges={hit.titleRanges} />
                  </span>
                  {hit.section ? (
                    <span className={styles.section} data-testid="search-option-section">
                      <Highlight text={hit.section.title} ranges={hit.sectionRanges} />
                    </span>
                  ) : null}
                  <span className={styles.snippet} data-testid="search-option-snippet">
                    <Highlight text={hit.snippet.text} ranges={hit.snippet.ranges} />
                  </span>
                </li>
              ))
            : null}
          {showList ? (
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className={`${styles.option} ${styles.all}`}
              data-testid="search-option-all"
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(hits.length)}
              onClick={() => choose(-1)}
            >
              See all {resultCount(total)}
            </li>
          ) : null}
        </ul>
        {showNoResults ? (
          <p className={styles.message} data-testid="search-no-results">
            No results found
          </p>
        ) : null}
        {showLoading ? (
          <p className={styles.message} data-testid="search-loading">
            Loading search…
          </p>
        ) : null}
        {showError ? (
          <div className={styles.error} role="alert" data-testid="search-error">
            <p>Search is unavailable: the search index could not be loaded.</p>
            <button type="button" className={styles.retry} data-testid="search-retry" onClick={search.retry}>
              Retry
            </button>
          </div>
        ) : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {showNoResults ? 'No results found' : showList ? `${resultCount(total)}, ${hits.length} shown` : ''}
      </div>
    </form>
  );
}
