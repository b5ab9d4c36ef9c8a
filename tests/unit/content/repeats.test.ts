// One home per fact (CONTENT.md, "Voice"): a rule that several pages need is said in full on its home page and at most
// once on any other, in a short clause with the link or in the warning before a deployment; a hand-off to support
// names what to ask, never "if you cannot find the page". Text forms (a machine's statuses and steps, a reference
// table) are the model's words and are held by their own tests; this holds the prose the pages' authors wrote.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentFacts } from '@/lib/content/checkProse';
import { countRepeats, formatRepeats, REPEATED_RULES } from '@/lib/content/repeats';

const root = process.cwd();
const { pages } = checkContentFacts(path.join(root, 'content'));
const counts = countRepeats(pages);

afterAll(() => process.stdout.write(`\nrepeated rules (npm run sources -- --repeats)\n${formatRepeats(counts).join('\n')}\n`));

describe.each(REPEATED_RULES.filter((r) => r.home).map((r) => [r.label, r] as const))('%s', (_label, rule) => {
  test('is said on its home page', () => {
    expect(counts.get(rule.id)?.get(rule.home as string)?.prose ?? 0).toBeGreaterThanOrEqual(1);
  });

  test('is said at most once on any other page', () => {
    const often = [...(counts.get(rule.id) ?? [])].filter(([file, c]) => file !== rule.home && c.prose > 1).map(([file, c]) => `${file}: ${c.prose}`);
    expect(often).toEqual([]);
  });
});

describe('hand-offs to support', () => {
  const support = REPEATED_RULES.find((r) => r.id === 'support')!;
  const handOffs = pages.flatMap((p) => p.sentences.filter((s) => !s.generated && support.says(s)).map((s) => ({ at: `${p.file}:${s.line}`, text: s.text })));

  test('are no boilerplate for a page or a control the reader cannot find', () => {
    expect(handOffs.filter((h) => /cannot find|can't find|still stuck|anything else|for help with/i.test(h.text))).toEqual([]);
  });

  test('each names what to ask', () => {
    expect(handOffs.length).toBeGreaterThan(5);
    expect(handOffs.filter((h) => !/\b(?:for (?:the|it|a)|which|whether|how|what|with the|naming)\b/i.test(h.text))).toEqual([]);
  });
});

describe('the count itself', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'repeats-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('counts a rule said twice on a page that is not its home, leaves links and mentions alone', () => {
    const file = path.join(dir, 'content', 'page.mdx');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      [
        '---',
        'title: Page',
        '---',
        '',
        'A request nobody acts on within 1 hour escalates to the next approver level up.',
        '',
        'Requests escalate after 1 hour; see [escalation after 1 hour](/x).',
        '',
        'See [when no request is created](/y) and the break-glass account in the glossary.',
        '',
        'If you cannot find the page, ask Bulwark support.',
      ].join('\n'),
    );
    const local = countRepeats(checkContentFacts(path.join(dir, 'content')).pages);
    expect(local.get('escalation')?.get('content/page.mdx')).toEqual({ prose: 2, generated: 0 });
    expect(local.get('break-glass')?.size).toBe(0);
    expect(local.get('disabled-no-request')?.size).toBe(0);
    expect(local.get('support')?.get('content/page.mdx')).toEqual({ prose: 1, generated: 0 });
  });
});
