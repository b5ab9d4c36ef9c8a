// `npm run sources`: every rule of the firewall model (lib/domain) with the spec's words it rests on, one JSON object
// per line ({"rule", "source", "says"}); the facts table (lib/domain/facts.ts) is among the rules, a rule per fact.
// `npm run sources -- --check FILE` exits 1 when a quote is missing, shorter than three words or not a phrase of FILE
// (case, whitespace and Markdown emphasis aside; `{product}` in FILE reads as Bulwark), naming each rule; and when a
// page of content/ gives a fact another value than the table or bolds as a setting a name the table does not hold,
// naming file and line (lib/content/factCheck.ts). Runs under tsx, which loads lib/'s TypeScript as it is (types are
// checked by `npm run typecheck`). `npm run sources -- --repeats` counts, page by page, the hand-offs to support and
// the sentences that say a rule more than one page needs (break-glass, escalation, expiry, ...).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkContentFacts } from '../lib/content/checkProse';
import { countRepeats, formatRepeats } from '../lib/content/repeats';
import { allRules } from '../lib/domain/rules';
import { checkQuotes, quotesOf } from '../lib/domain/sources';

// `--content DIR` reads another folder of pages (the unit test's); content/ by default.
const contentAt = process.argv.indexOf('--content');
const CONTENT = contentAt < 0 ? fileURLToPath(new URL('../content', import.meta.url)) : process.argv[contentAt + 1];

const rules = allRules();
const at = process.argv.indexOf('--check');
if (process.argv.includes('--repeats')) {
  // The rules more than one page needs, and the hand-offs to support, counted page by page (lib/content/repeats.ts).
  process.stdout.write(`${formatRepeats(countRepeats(checkContentFacts(CONTENT).pages)).join('\n')}\n`);
} else if (at < 0) {
  for (const rule of rules) {
    const quotes = quotesOf(rule.id);
    process.stdout.write(`${JSON.stringify({ rule: rule.id, source: quotes.length === 1 ? quotes[0] : quotes, says: rule.says })}\n`);
  }
} else {
  const file = process.argv[at + 1];
  if (!file || !fs.existsSync(file)) throw new Error(`--check needs the spec's file; "${file ?? ''}" does not exist`);
  const problems = checkQuotes(
    rules.map((r) => r.id),
    fs.readFileSync(file, 'utf8'),
  );
  for (const p of problems) console.error(`${p.rule}: ${p.problem}${p.quote ? `: "${p.quote}"` : ''}`);
  console.error(`sources: ${rules.length} rules, ${problems.length} problem${problems.length === 1 ? '' : 's'} against ${file}`);
  const prose = checkContentFacts(CONTENT);
  for (const p of prose.problems) console.error(`${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
  const sentences = prose.pages.reduce((n, page) => n + page.sentences.length, 0);
  console.error(
    `facts: ${prose.pages.length} pages, ${sentences} sentences, ${prose.problems.length} problem${prose.problems.length === 1 ? '' : 's'} against the facts table`,
  );
  process.exitCode = problems.length || prose.problems.length ? 1 : 0;
}
