// `npm run sources`: every rule of the firewall model (lib/domain) with the spec's words it rests on, one JSON object
// per line ({"rule", "source", "says"}). `npm run sources -- --check FILE` exits 1, naming each rule, when a quote is
// missing, shorter than three words or not a phrase of FILE (case, whitespace and Markdown emphasis aside; `{product}`
// in FILE reads as Bulwark).
// lib/domain is TypeScript with relative imports only; it is transpiled (types dropped, nothing checked: the type
// check is `npm run typecheck`) into a temporary folder and loaded from there.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { listFiles } from './files.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const domain = path.join(root, 'lib', 'domain');
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-sources-'));
try {
  for (const file of listFiles(domain).filter((f) => f.endsWith('.ts'))) {
    const source = fs.readFileSync(file, 'utf8');
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 }, fileName: file });
    const target = path.join(temp, path.relative(domain, file)).replace(/\.ts$/, '.js');
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, outputText);
  }
  fs.writeFileSync(path.join(temp, 'package.json'), '{"type":"commonjs"}');
  const require = createRequire(path.join(temp, 'index.js'));
  const { allRules } = require('./rules.js');
  const { checkQuotes, quotesOf } = require('./sources.js');
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
    const problems = checkQuotes(rules.map((r) => r.id), fs.readFileSync(file, 'utf8'));
    for (const p of problems) console.error(`${p.rule}: ${p.problem}${p.quote ? `: "${p.quote}"` : ''}`);
    console.error(`sources: ${rules.length} rules, ${problems.length} problem${problems.length === 1 ? '' : 's'} against ${file}`);
    process.exitCode = problems.length ? 1 : 0;
  }
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
