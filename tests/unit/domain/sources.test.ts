// Every rule of the model rests on the spec's words: each rule id has quotes of three words or more, no quote is left
// without its rule, each quote is a phrase of the spec, and no quote can reach the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '@/lib/files';
import { allRules } from '@/lib/domain/rules';
import { checkQuotes, normalise, quotesOf, SOURCES } from '@/lib/domain/sources';
import { apiTokenSources } from '@/lib/domain/apiToken.sources';
import { changesSources } from '@/lib/domain/changes.sources';
import { chatopsSources } from '@/lib/domain/chatops.sources';
import { exemptionsSources } from '@/lib/domain/exemptions.sources';
import { factsSources } from '@/lib/domain/facts.sources';
import { lifecycleSources } from '@/lib/domain/lifecycle.sources';
import { machinesSources } from '@/lib/domain/machines.sources';
import { podRequestSources } from '@/lib/domain/podRequest.sources';
import { referenceSources } from '@/lib/domain/reference.sources';

const root = process.cwd();
const specPath = path.join(root, '../shared/spec/portal-spec.md');
const ids = allRules().map((r) => r.id);
const quotes = Object.entries(SOURCES).flatMap(([rule]) => quotesOf(rule).map((quote) => ({ rule, quote })));

describe('sources of the rules', () => {
  it('has a rule for every part of the model, each id once', () => {
    expect(ids.length).toBeGreaterThan(300);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('gives every rule id at least one quote', () => {
    expect(ids.filter((id) => quotesOf(id).length === 0)).toEqual([]);
  });

  it('has no orphan quote: every key of SOURCES is a rule id', () => {
    const known = new Set(ids);
    expect(Object.keys(SOURCES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('quotes each rule in one sources file only, so none is hidden by another', () => {
    const files = [
      podRequestSources,
      machinesSources,
      changesSources,
      apiTokenSources,
      exemptionsSources,
      referenceSources,
      chatopsSources,
      lifecycleSources,
      factsSources,
    ];
    const keys = files.flatMap((f) => Object.keys(f));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('has quotes of at least three words', () => {
    expect(quotes.filter(({ quote }) => quote.trim().split(/\s+/).length < 3)).toEqual([]);
  });

  it('finds every quote in the spec, when the spec is beside the repository', () => {
    // A checkout without ../shared has no spec to hold the quotes against; checkQuotes itself is proven below.
    if (!existsSync(specPath)) return;
    expect(checkQuotes(ids, readFileSync(specPath, 'utf8'))).toEqual([]);
  });
});

describe('checkQuotes', () => {
  const spec = existsSync(specPath) ? readFileSync(specPath, 'utf8') : quotes.map((q) => q.quote).join('\n');

  it('reports a quote the spec does not hold', () => {
    const rule = 'podRequest.state.requested';
    expect(quotesOf(rule)).toEqual(['Requested (24-hour timer starts)']);
    const altered = spec.replace(/Requested \(24-hour timer starts\)/g, 'Requested (48-hour timer starts)');
    expect(checkQuotes([rule], altered)).toEqual([{ rule, quote: 'Requested (24-hour timer starts)', problem: 'not found in the spec' }]);
    expect(checkQuotes([rule], spec)).toEqual([]);
  });

  it('reports a rule without a source', () => {
    expect(checkQuotes(['podRequest.state.madeUp'], spec)).toEqual([{ rule: 'podRequest.state.madeUp', quote: '', problem: 'no source' }]);
  });

  it('ignores case, whitespace and Markdown emphasis, and reads {product} as Bulwark', () => {
    expect(normalise('**Slack  commands**:\n/{product} `register`')).toBe('slack commands: /bulwark register');
  });
});

describe('no quote reaches the browser', () => {
  const SOURCES_IMPORT = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"]([^'"]*\.sources)(?:\.[cm]?[jt]sx?)?['"]/g;
  const importsOfSources = (text: string) => [...text.matchAll(SOURCES_IMPORT)].map((m) => m[1]);

  it('sees static, dynamic, bare and require imports of a sources module', () => {
    const sample = [
      "import { a } from './podRequest.sources';",
      "export * from '@/lib/domain/chatops.sources.ts';",
      "const b = await import('./changes.sources');",
      "import './reference.sources.js';",
      'const c = require("../domain/machines.sources");',
      "import { sources } from './sources';",
      "import x from './podRequest';",
    ].join('\n');
    expect(importsOfSources(sample)).toEqual([
      './podRequest.sources',
      '@/lib/domain/chatops.sources',
      './changes.sources',
      './reference.sources',
      '../domain/machines.sources',
    ]);
  });

  it('no file under app/, components/ or lib/ but lib/domain/sources.ts imports a *.sources module', () => {
    const files = ['app', 'components', 'lib'].flatMap((dir) => listFiles(path.join(root, dir))).filter((f) => /\.(?:[cm]?[jt]sx?)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .map((f) => path.relative(root, f).split(path.sep).join('/'))
      .filter((f) => f !== 'lib/domain/sources.ts')
      .flatMap((f) => importsOfSources(readFileSync(path.join(root, f), 'utf8')).map((spec) => `${f} imports ${spec}`));
    expect(offenders).toEqual([]);
    expect(importsOfSources(readFileSync(path.join(root, 'lib/domain/sources.ts'), 'utf8'))).toHaveLength(9);
  });
});
