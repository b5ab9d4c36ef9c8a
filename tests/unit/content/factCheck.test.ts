// The prose held to the facts table (lib/content/factCheck.ts), as `npm run sources -- --check` runs it: a page with a
// wrong number, a setting the table does not hold, or a number that contradicts another page fails, naming file and
// line; units convert, numbers in words count, examples and code do not; every page as landed passes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContentFacts } from '@/lib/content/checkProse';
import { factsNamedIn, quantitiesOf } from '@/lib/content/factCheck';
import { proseSentences } from '@/lib/content/prose';
import { quotesOf, SOURCES } from '@/lib/domain/sources';
import { parseMdx } from '@/lib/mdx/parse';

const root = process.cwd();
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'facts-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A page file under the fixture's content folder: four lines of front matter, then the body. */
function page(name: string, body: string) {
  const file = path.join(dir, 'content', `${name}.mdx`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `---\ntitle: ${name}\n---\n\n${body}`);
}

const problems = () => checkContentFacts(path.join(dir, 'content')).problems.map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('the facts check', () => {
  test('fails on a wrong number, naming file and line, with the value the table gives', () => {
    page('wrong', 'Approvers act on requests.\n\nA request nobody acts on escalates after 3 hours.\n');
    expect(problems()).toEqual([expect.stringMatching(/^content\/wrong\.mdx:7: .*gives 3 hours, but Escalation .* is 1 hour$/)]);
  });

  test('fails on a bold setting the table does not hold', () => {
    page('setting', 'Open the settings cog.\n\nSet the **Request Timeout (minutes)** setting to suit your approvers.\n');
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/setting\.mdx:7: .*bolds \*\*Request Timeout \(minutes\)\*\* as a setting; the settings are .*Escalation Window/),
    ]);
  });

  test('fails on a number that contradicts another page, and names the page that agrees with the table', () => {
    page('a-onboarding', 'Discovery runs after **Done**. It takes from 10 minutes to about 24 hours.\n');
    page('b-overview', 'Wait for discovery.\n\nDiscovery takes about 12 hours.\n');
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/b-overview\.mdx:7: .*gives 12 hours, but Discovery .* is 10 minutes to 24 hours \(as content\/a-onboarding\.mdx:5 says\)$/,
      ),
    ]);
  });

  test('counts numbers in words and passes conversions of the fact', () => {
    page(
      'words',
      [
        'A request escalates after one hour.',
        'It escalates after an hour, that is 60 minutes.',
        'An API token lives from 7200 seconds to 2,592,000 seconds.',
        'A request expires after twenty-four hours.',
        'The Escalation Window is 1 h by default.',
        '',
        'Third parties are in one of six states.',
        '',
        'A request expires after forty-eight hours.',
        '',
        'A third party is in one of five states.',
      ].join('\n'),
    );
    expect(problems()).toEqual([
      expect.stringMatching(/^content\/words\.mdx:13: .*gives forty-eight hours, but Request expiry .* is 24 hours/),
      expect.stringMatching(/^content\/words\.mdx:15: .*gives five states, but Third-party states is 6/),
    ]);
  });

  test('leaves code blocks, sample variables and values marked as examples alone', () => {
    page(
      'code',
      [
        'A request escalates after 1 hour.',
        '',
        '```text',
        'escalates after 3 hours; a token lives 3 days',
        '```',
        '',
        '```graphql',
        'mutation Token($expiresIn: Int!) { GenerateBulwarkUserToken(expiresIn: $expiresIn, name: "ci") { token } }',
        '```',
        '',
        '```json',
        '{ "expiresIn": 60 }',
        '```',
        '',
        '**Approve for 3 hours (example)** shows a timed approval ending.',
      ].join('\n'),
    );
    expect(problems()).toEqual([]);
  });

  test("reads the components' text forms: a machine's steps are prose the check holds to the table", () => {
    const parsed = parseMdx('Intro.\n\n<StateDiagram machine="podRequest" />\n');
    if (!parsed.ok) throw new Error(parsed.message);
    const row = proseSentences(parsed.tree).find((s) => /Expire \(after 24 h\)/.test(s.text));
    expect(row?.line).toBe(3);
    expect(factsNamedIn(row?.text ?? '')).toContain('requestTtl');
    expect(quantitiesOf(row?.text ?? '')).toEqual([expect.objectContaining({ kind: 'time', ms: 24 * 3_600_000 })]);
  });

  test('passes on every page as landed', () => {
    const { pages, problems: found } = checkContentFacts(path.join(root, 'content'));
    expect(pages.length).toBeGreaterThanOrEqual(36);
    expect(found).toEqual([]);
  });

  test('runs in `npm run sources -- --check`, which exits 1 naming file and line', () => {
    // A spec that holds every quote, so the rules pass and only the prose can fail.
    const spec = path.join(dir, 'spec.md');
    writeFileSync(spec, Object.keys(SOURCES).flatMap(quotesOf).join('\n'));
    const run = (content: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sources.ts', '--check', spec, '--content', content], { cwd: root, encoding: 'utf8' });
    page('right', 'A request nobody acts on escalates after 1 hour.\n');
    expect(run(path.join(dir, 'content')).status).toBe(0);
    page('wrong', 'A request nobody acts on escalates after 3 hours.\n');
    const failed = run(path.join(dir, 'content'));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/sources: \d+ rules, 0 problems/);
    expect(failed.stderr).toMatch(/content\/wrong\.mdx:5: .*gives 3 hours/);
    expect(failed.stderr).toMatch(/facts: 2 pages, 2 sentences, 1 problem against the facts table/);
  }, 30_000);
});
