// Clean build timing and export size: the real site, and generated corpora of N pages built in a temporary copy of
// the project (never inside the repository).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../lib/files.ts';

/**
 * The export's size as the static host would store it: by kind of file, and in total without the link-preview images
 * (a handful per site, printed apart). RSC files appear only if a build left them (postbuild deletes them).
 */
export function exportSize(out) {
  const kinds = { html: 0, RSC: 0, markdown: 0, 'search index': 0, other: 0, 'link-preview images': 0 };
  const files = listFiles(out);
  for (const file of files) {
    const name = path.basename(file);
    const where = path.relative(out, file);
    const kind = name.endsWith('.html')
      ? 'html'
      : name === 'index.txt' || name.startsWith('__next.')
        ? 'RSC'
        : /\.md$|^llms(-full)?\.txt$/.test(name)
          ? 'markdown'
          : where.startsWith('search-index')
            ? 'search index'
            : where.startsWith('social')
              ? 'link-preview images'
              : 'other';
    kinds[kind] += fs.statSync(file).size;
  }
  const bytes = Object.entries(kinds).reduce((n, [kind, size]) => (kind === 'link-preview images' ? n : n + size), 0);
  return { bytes, files: files.length, kinds };
}

/** The moments of `npm run build` that its output marks, by the line that marks them. */
const MARKS = [
  ['next', /^▲ Next\.js/],
  ['compile', /Creating an optimized production build/],
  ['collect', /Collecting page data/],
  ['generate', /Generating static pages using/],
  ['finalize', /Finalizing page optimization/],
];

/**
 * Builds `cwd` from clean (no .next, no out) and times it: the whole, the stretches between the build's own marks
 * (wall clock), and the steps the site's code times itself (lib/buildTimings.ts: summed over every build process, so
 * on two cores they can add up to more than the wall clock).
 */
export async function cleanBuild(cwd, env = {}) {
  for (const dir of ['.next', 'out', '.content']) fs.rmSync(path.join(cwd, dir), { recursive: true, force: true });
  const timings = path.join(os.tmpdir(), `bulwark-timings-${process.pid}-${Date.now()}.tsv`);
  const start = performance.now();
  const seen = {};
  let output = '';
  const child = spawn('npm', ['run', 'build'], { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BULWARK_TIMINGS: timings, ...env } });
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    for (const line of text.split('\n'))
      for (const [mark, re] of MARKS) if (re.test(line.trim()) && seen[mark] === undefined) seen[mark] = performance.now() - start;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const status = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - start) / 1000;
  if (status !== 0) throw new Error(`build failed in ${cwd}:\n${output}`);
  const steps = new Map();
  for (const line of fs.existsSync(timings) ? fs.readFileSync(timings, 'utf8').split('\n') : []) {
    const [phase, ms] = line.split('\t');
    if (phase) steps.set(phase, { ms: (steps.get(phase)?.ms ?? 0) + Number(ms), count: (steps.get(phase)?.count ?? 0) + 1 });
  }
  fs.rmSync(timings, { force: true });
  const at = (mark) => seen[mark] ?? seconds * 1000;
  const stretches = {
    'content step': at('next'),
    'Next start-up and compile': at('collect') - at('next'),
    'collect page data': at('generate') - at('collect'),
    'generate pages': at('finalize') - at('generate'),
    'finalize and postbuild': seconds * 1000 - at('finalize'),
  };
  const pages = listFiles(path.join(cwd, 'content')).filter((f) => f.endsWith('.mdx')).length;
  return { seconds, pages, stretches, steps, out: path.join(cwd, 'out'), ...exportSize(path.join(cwd, 'out')) };
}

/** The real tree's folders copied into copy-N/ until there are `total` pages, every overview removed. */
function copiesCorpus(content, total) {
  const folders = fs
    .readdirSync(content, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const perCopy = listFiles(content).filter((f) => f.endsWith('.mdx') && path.basename(f) !== 'index.mdx').length;
  const copies = Math.ceil((total - perCopy - 1) / perCopy);
  for (let i = 1; i <= copies; i++) {
    for (const folder of folders) fs.cpSync(path.join(content, folder), path.join(content, `copy-${i}`, folder), { recursive: true });
    for (const file of listFiles(path.join(content, `copy-${i}`))) {
      const text = fs.readFileSync(file, 'utf8');
      if (path.basename(file) === '_category.yml') fs.writeFileSync(file, text.replace(/^overview:.*$/m, ''));
      else if (file.endsWith('.mdx'))
        fs.writeFileSync(
          file,
          text.replace(/^title: (.*)$/m, (_, t) => `title: ${t.replace(/^["']|["']$/g, '')} (copy ${i})`),
        );
    }
  }
}

const PAGES_PER_SECTION = 50;
const SECTIONS_PER_PART = 10;

/** A copy of the project in a temporary folder, to build a generated corpus in (never inside the repository). */
export function projectCopy(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-corpus-'));
  for (const entry of ['app', 'components', 'content', 'lib', 'public', 'scripts', 'package.json', 'next.config.ts', 'tsconfig.json', 'package-lock.json']) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Hard links: a full copy of node_modules would cost minutes and gigabytes; Next refuses a symlink.
  execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
  return dir;
}

/**
 * The corpus shapes the bench builds, `total` pages each:
 * - 'sections': the real pages plus generated ones in sections of 50, sections in parts of 10, each section and part
 *   with an overview page (its label links to it);
 * - 'copies': the real content tree copied as top-level folders with no category file and no overview page at any
 *   level, as a docs team that writes none would have it.
 * Either way each page carries its own section and the navigation file carries the rest.
 */
export function generatedCorpus(root, total, shape = 'sections') {
  const dir = projectCopy(root);
  const content = path.join(dir, 'content');
  if (shape === 'copies') {
    copiesCorpus(content, total);
    return dir;
  }
  const real = listFiles(content).filter((f) => f.endsWith('.mdx') && path.basename(f) !== 'index.mdx');
  const sources = real.map((f) => fs.readFileSync(f, 'utf8'));
  let made = 0;
  const page = (folder, name) => {
    const i = made++;
    const source = sources[i % sources.length].replace(/^title: (.*)$/m, (_, t) => `title: ${t.replace(/^["']|["']$/g, '')} (copy ${i})`);
    fs.writeFileSync(path.join(folder, `${name}.mdx`), source);
  };
  const category = (folder, label, position) => {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, '_category.yml'), `label: ${label}\nposition: ${position}\noverview: overview\n`);
    page(folder, 'overview');
  };
  const need = total - real.length - 1;
  for (let section = 0; made < need; section++) {
    const part = Math.floor(section / SECTIONS_PER_PART);
    const partDir = path.join(content, 'generated', `part-${part}`);
    if (section % SECTIONS_PER_PART === 0) category(partDir, `Generated part ${part}`, 100 + part);
    const sectionDir = path.join(partDir, `section-${section}`);
    category(sectionDir, `Generated section ${section}`, section);
    for (let n = 1; n < PAGES_PER_SECTION && made < need; n++) page(sectionDir, `page-${n}`);
  }
  return dir;
}
