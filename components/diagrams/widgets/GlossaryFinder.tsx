'use client';
// Find a status in the diagrams: type a word, see each matching status, what it means and a link to the page whose
// diagram shows it.
import { useId, useMemo, useState } from 'react';
import { diagramTerms, findTerms } from '@/lib/domain/glossaryTerms';
import { machines } from '@/lib/domain/registry';
import { siteHref } from '@/lib/routes';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function GlossaryFinder() {
  const id = useId();
  const ready = useHydrated();
  const [query, setQuery] = useState('pending');
  const terms = useMemo(() => diagramTerms(machines), []);
  const found = findTerms(terms, query);
  return (
    <section className={styles.island} data-testid="glossary-finder" data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        Find a status in the diagrams
      </p>
      <label className={styles.field}>
        <span>Status or word</span>
        <input value={query} onChange={(e) => setQuery(e.target.value)} data-testid="glossary-query" autoComplete="off" />
      </label>
      <div className={styles.outcome} aria-live="polite" data-testid="glossary-count">
        <p>
          {found.length} status{found.length === 1 ? '' : 'es'} found
        </p>
      </div>
      <ul className={styles.list} data-testid="glossary-results">
        {found.slice(0, 12).map((t) => (
          <li key={`${t.machine}-${t.term}`} data-testid="glossary-term">
            <span>
              <strong>{t.term}</strong> <span className={styles.muted}>({t.diagram})</span>: {t.meaning}{' '}
              <a className={styles.link} href={siteHref(`${t.route}#diagram-${t.machine}`)}>
                See the diagram
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
