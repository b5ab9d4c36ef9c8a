'use client';
// One hero card of the Services page, live: for Unused Services the Account Usage label and whether a service
// counts as unused in the 30-day window; for every card, what Preview Changes and its action button do.
import { useId, useState } from 'react';
import { DAY_MS } from '@/lib/domain/constants';
import { accountUsageLabel, HERO_CARDS, isUnusedService, type HeroCardId } from '@/lib/domain/heroCards';
import styles from '../controls.module.css';
import { useHydrated } from '../useHydrated';

export default function HeroCardSim({ card }: { card: HeroCardId }) {
  const id = useId();
  const ready = useHydrated();
  const c = HERO_CARDS[card];
  const [pressed, setPressed] = useState<string | null>(null);
  const [used, setUsed] = useState('2');
  const [accounts, setAccounts] = useState('5');
  const [hasData, setHasData] = useState(true);
  const [lastUsed, setLastUsed] = useState('45');
  const lastUsedDays = Number(lastUsed);
  return (
    <section className={styles.island} data-testid="hero-card" data-card={card} data-ready={String(ready)} aria-labelledby={`${id}-title`}>
      <p className={styles.title} id={`${id}-title`}>
        {c.title} card
      </p>
      <p>
        Finds: {c.finds}. Threshold: {c.threshold}.
      </p>
      {card === 'unusedServices' && (
        <fieldset className={styles.options}>
          <legend>A service in the table</legend>
          <label className={styles.option}>
            <span>Accounts that used it</span>
            <input value={used} onChange={(e) => setUsed(e.target.value)} inputMode="numeric" data-testid="hero-used" />
          </label>
          <label className={styles.option}>
            <span>Accounts in scope (1 when scoped to one account)</span>
            <input value={accounts} onChange={(e) => setAccounts(e.target.value)} inputMode="numeric" data-testid="hero-accounts" />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={hasData} onChange={(e) => setHasData(e.target.checked)} data-testid="hero-data" />
            Create/update/delete audit activity or cost explorer usage exists
          </label>
          <label className={styles.option}>
            <span>Days since it was last used</span>
            <input value={lastUsed} onChange={(e) => setLastUsed(e.target.value)} inputMode="numeric" data-testid="hero-last-used" />
          </label>
          <p aria-live="polite" data-testid="hero-usage">
            Account Usage: <strong>{accountUsageLabel({ used: Number(used) || 0, accounts: Number(accounts) || 1, hasUsageData: hasData })}</strong>.{' '}
            {Number.isFinite(lastUsedDays) && isUnusedService(0, lastUsedDays * DAY_MS) ? 'Unused in the 30-day window.' : 'Used within the 30-day window.'}
          </p>
        </fieldset>
      )}
      <div className={styles.actions} role="group" aria-label={`${c.title} card buttons`}>
        {c.buttons.map((b) => (
          <button key={b} type="button" className={styles.button} onClick={() => setPressed(b)} data-testid="hero-button">
            {b}
          </button>
        ))}
      </div>
      <div className={styles.outcome} aria-live="polite" data-testid="hero-outcome">
        <p>
          {pressed === null
            ? 'Press a button of the card.'
            : pressed === 'Preview Changes'
              ? 'Preview Changes shows the proposed changes before you act on them.'
              : c.does}
        </p>
      </div>
    </section>
  );
}
