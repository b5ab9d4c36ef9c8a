// The rules that more than one page needs, and the hand-offs to support, counted page by page. A rule is said once,
// on the page where it belongs (its home), and linked from the others; a page that needs it to act says it once, in a
// short clause with the link or in the warning before a deployment (CONTENT.md). `npm run sources -- --repeats` prints
// the counts, and tests/unit/content/repeats.test.ts holds the pages to them.
import { factsNamedIn, quantitiesOf } from './factCheck';
import type { PageProse } from './factCheck';
import type { ProseSentence } from './prose';
import { FACTS, timeMs } from '../domain/facts';

/** The sentence with the text of its links blanked: a link to a rule's home is not the rule said again. */
function withoutLinks(sentence: ProseSentence): string {
  let text = sentence.text;
  for (const link of [...sentence.links].sort((a, b) => b.start - a.start)) {
    text = `${text.slice(0, link.start)}${' '.repeat(link.end - link.start)}${text.slice(link.end)}`;
  }
  return text;
}

/** Whether the sentence names the fact and gives its (first) duration. */
function statesDuration(sentence: ProseSentence, id: 'escalationWindow' | 'requestTtl' | 'propagation'): boolean {
  const text = withoutLinks(sentence);
  const ms = timeMs(FACTS[id].values[0]);
  return factsNamedIn(text).includes(id) && quantitiesOf(text).some((q) => q.kind === 'time' && q.ms === ms);
}

export interface RepeatedRule {
  id: string;
  /** The rule in a few words. */
  label: string;
  /** The page file where it is said in full; null for what has no one home (the hand-offs to support). */
  home: string | null;
  says(sentence: ProseSentence): boolean;
}

const PF = 'content/permissions-firewall';

export const REPEATED_RULES: readonly RepeatedRule[] = [
  {
    id: 'support',
    label: 'hand-offs to support',
    home: null,
    says: (s) => /\b(?:ask|contact)\b[^.;]*\bsupport\b|\bopen a ticket\b|\bquestions? for (?:Bulwark )?support\b/i.test(withoutLinks(s)),
  },
  {
    id: 'break-glass',
    label: 'the break-glass rule',
    home: `${PF}/services/Exempting-identities.mdx`,
    // The rule, not every mention: a break-glass account exempted before protections are deployed.
    says: (s) => /\bbreak[- ]glass\b/i.test(s.text) && /\bbefore\b/i.test(s.text),
  },
  {
    id: 'disabled-no-request',
    label: 'disabled services create no request',
    home: `${PF}/services/how-to-disable-services.mdx`,
    says: (s) => {
      const text = withoutLinks(s);
      return /\bdisabl/i.test(text) && /\bno (?:PoD |Permissions on Demand )?request\b|\bcreates? no\b/i.test(text);
    },
  },
  {
    id: 'escalation',
    label: 'escalation after 1 hour',
    home: `${PF}/permissions-on-demand/permissions-on-demand-intro.mdx`,
    says: (s) => statesDuration(s, 'escalationWindow'),
  },
  {
    id: 'expiry',
    label: 'expiry after 24 hours',
    home: `${PF}/permissions-on-demand/permissions-on-demand-intro.mdx`,
    says: (s) => statesDuration(s, 'requestTtl'),
  },
  {
    id: 'propagation',
    label: 'propagation in about 30 seconds',
    home: `${PF}/permissions-firewall-intro.mdx`,
    says: (s) => statesDuration(s, 'propagation'),
  },
];

export interface RepeatCount {
  /** Sentences the page's author wrote. */
  prose: number;
  /** Sentences of the page's component text forms (a machine's statuses and steps, a reference table). */
  generated: number;
}

/** For each rule, how many sentences of each page say it (pages that say it at all). */
export function countRepeats(pages: readonly PageProse[]): Map<string, Map<string, RepeatCount>> {
  const counts = new Map<string, Map<string, RepeatCount>>();
  for (const rule of REPEATED_RULES) {
    const perPage = new Map<string, RepeatCount>();
    for (const page of pages) {
      const saying = page.sentences.filter((s) => rule.says(s));
      if (saying.length > 0) perPage.set(page.file, { prose: saying.filter((s) => !s.generated).length, generated: saying.filter((s) => s.generated).length });
    }
    counts.set(rule.id, perPage);
  }
  return counts;
}

/** The counts as lines of text: a rule's totals, then each page with its counts, its home marked. */
export function formatRepeats(counts: Map<string, Map<string, RepeatCount>>): string[] {
  const lines: string[] = [];
  const sum = (values: RepeatCount[], key: keyof RepeatCount) => values.reduce((n, c) => n + c[key], 0);
  for (const rule of REPEATED_RULES) {
    const perPage = counts.get(rule.id) ?? new Map<string, RepeatCount>();
    const values = [...perPage.values()];
    const inProse = values.filter((c) => c.prose > 0).length;
    lines.push(
      `${rule.label}: ${sum(values, 'prose')} sentences of prose on ${inProse} pages; ${sum(values, 'generated')} more in text forms (a machine's statuses and steps, a reference table)`,
    );
    for (const [file, c] of [...perPage].sort((a, b) => b[1].prose - a[1].prose || (a[0] < b[0] ? -1 : 1))) {
      lines.push(`  ${c.prose}${c.generated ? ` (+${c.generated})` : ''}  ${file}${file === rule.home ? ' (home)' : ''}`);
    }
  }
  return lines;
}
