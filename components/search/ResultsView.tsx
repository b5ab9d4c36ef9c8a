'use client';
// /results?q=...&cpf=1 — every match for a query, with the firewall-only filter. The URL is the state, so reload,
// back and forward show the same results.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { siteHref } from '@/lib/routes';
import Highlight from './Highlight';
import { resultCount } from './resultCount';
import styles from './ResultsView.module.css';
import { useSearch } from './useSearch';

const PAGE_SIZE = 50;

function href(pathname: string, query: string, cpfOnly: boolean): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (cpfOnly) params.set('cpf', '1');
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export default function ResultsView() {
  const pathname = usePathname();
  const params = useSearchParams();
  const query = params.get('q') ?? '';
  const cpfOnly = params.get('cpf') === '1';
  const [input, setInput] = useState(query);
  // Flips at once on click; the URL (and so the results) follows a moment later.
  const [filterChecked, setFilterChecked] = useState(cpfOnly);
  const [limit, setLimit] = useState(PAGE_SIZE);
  // Only the answer to the query in the URL; an older one is never shown under the new query.
  const { ignored, response: current, status, retry } = useSearch(query, { limit, cpfOnly, eager: true });

  // Back and forward change the URL: the field follows it.
  useEffect(() => {
    setInput(query);
    setFilterChecked(cpfOnly);
    setLimit(PAGE_SIZE);
  }, [query, cpfOnly]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.history.pushState(null, '', siteHref(href(pathname, input, cpfOnly)));
  };

  return (
    <div className={styles.view} data-testid="results-view">
      <h1 className="page-title">Search results</h1>
      <form className={styles.form} role="search" aria-label="Search again" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="results-query">
          Search the docs
        </label>
        <input
          id="results-query"
          className={styles.input}
          data-testid="results-input"
          type="search"
          value={input}
          maxLength={10000}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search the docs"
          onChange={(event) => setInput(event.target.value)}
        />
        <button type="submit" className={styles.submit} data-testid="results-submit">
          Search
        </button>
        <label className={styles.filter}>
          <input
            type="checkbox"
            data-testid="results-cpf-filter"
            checked={filterChecked}
            onChange={(event) => {
              setFilterChecked(event.target.checked);
              window.history.pushState(null, '', siteHref(href(pathname, query, event.target.checked)));
            }}
          />
          Firewall pages only
        </label>
      </form>

      {ignored ? (
        <p className={styles.invite} data-testid="results-empty">
          Type what you are looking for in the box above (a feature, a screen, an error code such as 409) and press Enter. Words match by prefix and tolerate
          one typo.
        </p>
      ) : status === 'error' ? (
        <div className={styles.error} role="alert" data-testid="results-error">
          <p>Search is unavailable: the search index could not be loaded.</p>
          <button type="button" className={styles.submit} data-testid="results-retry" onClick={retry}>
            Retry
          </button>
        </div>
      ) : !current ? (
        <p className={styles.status} role="status" data-testid="results-loading">
          Searching…
        </p>
      ) : current.total === 0 ? (
        <p className={styles.status} role="status" data-testid="results-no-results">
          No results found
          {cpfOnly ? ' among the firewall pages' : ''} for “{query}”.
        </p>
      ) : (
        <>
          <p className={styles.status} role="status" data-testid="results-count">
            {resultCount(current.total)} for “{query}”{cpfOnly ? ' among the firewall pages' : ''}
          </p>
          <ol className={styles.list}>
            {current.hits.map((hit) => (
              <li key={hit.pageId} className={styles.item} data-testid="results-item" data-route={hit.route}>
                <a href={siteHref(hit.href)} className={styles.link}>
                  <span className={styles.title}>
                    <Highlight text={hit.title} ranges={hit.titleRanges} />
                  </span>
                  {hit.section ? (
                    <span className={styles.section}>
                      {' › '}
                      <Highlight text={hit.section.title} ranges={hit.sectionRanges} />
                    </span>
                  ) : null}
                </a>
                {hit.isCpf ? (
                  <span className={styles.badge} data-testid="results-badge-cpf" title="Documents the Cloud Permissions Firewall">
                    Firewall
                  </span>
                ) : null}
                <div className={styles.route}>{hit.route}</div>
                <p className={styles.snippet}>
                  <Highlight text={hit.snippet.text} ranges={hit.snippet.ranges} />
                </p>
              </li>
            ))}
          </ol>
          {current.total > current.hits.length ? (
            <button type="button" className={styles.more} data-testid="results-more" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              Show more results
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
