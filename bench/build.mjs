// Clean build timing and export size: the real site, and generated corpora of N pages built in a temporary copy of
// the project (never inside the repository).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../scripts/files.mjs';

/** The export's size: everything, and by kind of file, as the static host would store it. */
export function exportSize(out) {
  const kinds = { html: 0, 'RSC (index.txt)': 0, 'RSC segments': 0, markdown: 0, 'search index': 0, 'link-preview images': 0, other: 0 };
  let bytes = 0;
  const files = listFiles(out);
  for (const file of files) {
    const size = fs.statSync(file).size;
    const name = path.basename(file);
    bytes += size;
    const kind = name.endsWith('.html')
      ? 'html'
      : name === 'index.txt'
        ? 'RSC (index.txt)'
        : name.startsWith('__next.')
          ? 'RSC segments'
          : /\.md$|^llms(-full)?\.txt$/.test(name)
            ? 'markdown'
            : path.relative(out, file).startsWith('search-index')
              ? 'search index'
              : path.relative(out, file).startsWith('social')
                ? 'link-preview images'
                : 'other';
    kinds[kind] += size;
  }
  return { bytes, files: files.length, kinds };
}

/** Builds `cwd` from clean (no .next, no out) and times it. */
export function cleanBuild(cwd) {
  fs.rmSync(path.join(cwd, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(cwd, 'out'), { recursive: true, force: true });
  const start = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', 'build'], { cwd, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`build failed in ${cwd}:\n${run.stdout}\n${run.stderr}`);
  const pages = listFiles(path.join(cwd, 'content')).filter((f) => f.endsWith('.mdx')).length;
  return { seconds, pages, out: path.join(cwd, 'out'), ...exportSize(path.join(cwd, 'out')) };
}

const PAGES_PER_SECTION = 50;
const SECTIONS_PER_PART = 10;

/**
 * A copy of the project whose content/ holds the real pages plus generated ones, `total` pages in all, shaped like a
 * large docs site: pages in sections of 50, sections in parts of 10, each section and part with an overview page
 * (its label links to it), so each page carries its own section and the navigation file carries the rest.
 */
export function generatedCorpus(root, total) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-corpus-'));
  for (const entry of ['app', 'components', 'content', 'lib', 'public', 'scripts', 'package.json', 'next.config.ts', 'tsconfig.json', 'package-lock.json']) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Hard links: a full copy of node_modules would cost minutes and gigabytes; Next refuses a symlink.
  execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
  const content = path.join(dir, 'content');
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
