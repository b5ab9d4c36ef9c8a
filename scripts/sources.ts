// `npm run sources`: every rule of the firewall model (lib/domain) with the spec's words it rests on, one JSON object
// per line ({"rule", "source", "says"}). `npm run sources -- --check FILE` exits 1, naming each rule, when a quote is
// missing, shorter than three words or not a phrase of FILE (case, whitespace and Markdown emphasis aside; `{product}`
// in FILE reads as Bulwark). Runs under tsx, which loads lib/domain's TypeScript as it is (types are checked by
// `npm run typecheck`).
import fs from 'node:fs';
import { allRules } from '../lib/domain/rules';
import { checkQuotes, quotesOf } from '../lib/domain/sources';

const rules = allRules();
const at = process.argv.indexOf('--check');
if (at < 0) {
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
  process.exitCode = problems.length ? 1 : 0;
}
