// The generated corpus of the search benchmark: sentences and headings of the real pages recombined, plus invented
// product words, so the vocabulary keeps growing with the page count as a real docs site's does. Written as MDX files
// to a folder the caller deletes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseMdx } from '@/lib/mdx/parse';
import { siteRecords } from '@/lib/search/fromContent';
import { buildRecords, type PageInput, type RecordSet } from '@/lib/search/records';

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function generateCorpus(dir: string, count: number): { route: string; file: string; title: string; marker: string }[] {
  const records = siteRecords(); // cached by lib/content after the first call
  const sentences = records.sections
    .flatMap((s) => s.body.split(/(?<=[.!?])\s+|\n/))
    .map((s) =>
      s
        .replace(/[{}<>`*_[\]|:#]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.length > 30 && s.length < 400 && !/^(import|export)\b/i.test(s));
  const headings = [...new Set(records.sections.map((s) => s.title).filter(Boolean))].map((h) => h.replace(/[{}<>`*_[\]|:#]/g, ' ').trim());
  const titleWords = [...new Set(records.pages.flatMap((p) => p.title.split(/\s+/)))].filter((w) => /^[A-Za-z-]+$/.test(w));
  const random = rng(20250101);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const syllables = ['ka', 'lo', 'mi', 'ten', 'rax', 'vor', 'qui', 'zen', 'pul', 'dra', 'sto', 'nex', 'bri', 'fal', 'gor', 'hys'];
  const inventedWord = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join('');
  const invented = Array.from({ length: 40000 }, inventedWord);
  const areas = ['permissions-firewall', 'developer', 'manage', 'overview', 'platform', 'integrations', 'guides', 'reference'];
  const pages: { route: string; file: string; title: string; marker: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const area = areas[i % areas.length];
    const topic = `topic-${Math.floor(i / 50)}`;
    const marker = `genpage${i.toString(36)}`;
    const title = `${pick(titleWords)} ${pick(titleWords)} ${pick(invented)}`.replace(/^\w/, (c) => c.toUpperCase());
    const paragraph = () =>
      Array.from({ length: 2 + Math.floor(random() * 3) }, () => {
        const sentence = pick(sentences);
        return random() < 0.35 ? `${sentence} See ${pick(invented)} ${pick(invented)}.` : sentence;
      }).join(' ');
    const sections: string[] = [`${paragraph()} Reference ${marker}.`];
    const sectionCount = 4 + Math.floor(random() * 5);
    for (let s = 0; s < sectionCount; s += 1) {
      const depth = s === 0 || random() < 0.6 ? '##' : '###';
      sections.push(`${depth} ${pick(headings)} ${s}\n\n${paragraph()}\n\n${random() < 0.5 ? paragraph() : ''}`);
    }
    const route = `/${area}/${topic}/page-${i}`;
    const file = path.join(dir, `${area}-${topic}-page-${i}.mdx`);
    fs.writeFileSync(file, sections.join('\n\n'));
    pages.push({ route, file, title, marker });
  }
  return pages;
}

export interface GeneratedCorpus {
  records: RecordSet;
  /** A page and the word only it holds, to check that search finds it. */
  probe: { route: string; marker: string };
  mdxBytes: number;
  /** Milliseconds spent generating the MDX, parsing it with the site's pipeline, and making records. */
  times: { generate: number; parse: number; records: number };
}

/** `count` generated pages as search records, through the site's own MDX parser. The MDX folder is deleted after. */
export function generatedRecords(count: number): GeneratedCorpus {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-search-bench-'));
  try {
    let started = performance.now();
    const pages = generateCorpus(dir, count);
    const generate = performance.now() - started;
    started = performance.now();
    const inputs = pages.map((page): PageInput => {
      const parsed = parseMdx(fs.readFileSync(page.file, 'utf8'));
      if (!parsed.ok) throw new Error(`${page.file}: ${parsed.message}`);
      return { route: page.route, title: page.title, tree: parsed.tree };
    });
    const parse = performance.now() - started;
    started = performance.now();
    const records = buildRecords(inputs);
    const times = { generate, parse, records: performance.now() - started };
    const probe = pages[pages.length - 7] ?? pages[0];
    return {
      records,
      probe: { route: probe.route, marker: probe.marker },
      mdxBytes: pages.reduce((n, page) => n + fs.statSync(page.file).size, 0),
      times,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
