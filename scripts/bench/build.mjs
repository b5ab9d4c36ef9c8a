// Clean build timing: the real site, and a generated corpus of N pages built in a temporary copy of the project
// (never inside the repository).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function folderSize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else {
        bytes += fs.statSync(full).size;
        files += 1;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

export function cleanBuild(cwd) {
  fs.rmSync(path.join(cwd, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(cwd, 'out'), { recursive: true, force: true });
  const start = process.hrtime.bigint();
  const run = spawnSync('npm', ['run', 'build'], { cwd, encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`build failed in ${cwd}:\n${run.stdout}\n${run.stderr}`);
  const pages = fs.readdirSync(path.join(cwd, 'content'), { recursive: true }).filter((f) => String(f).endsWith('.mdx')).length;
  return { seconds, pages, ...folderSize(path.join(cwd, 'out')) };
}

/** A copy of the project whose content/ holds the real pages plus generated ones, `total` pages in all. */
export function generatedCorpus(root, total) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-corpus-'));
  for (const entry of ['app', 'components', 'content', 'lib', 'public', 'scripts', 'package.json', 'next.config.ts', 'tsconfig.json', 'package-lock.json']) {
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Hard links: a full copy of node_modules would cost minutes and gigabytes; Next refuses a symlink.
  execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
  const real = fs.readdirSync(path.join(dir, 'content'), { recursive: true }).map(String).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');
  const sources = real.map((f) => fs.readFileSync(path.join(dir, 'content', f), 'utf8'));
  const need = total - real.length - 1;
  for (let i = 0; i < need; i++) {
    const section = `section-${String(Math.floor(i / 50)).padStart(2, '0')}`;
    const folder = path.join(dir, 'content', 'generated', section);
    if (!fs.existsSync(folder)) {
      fs.mkdirSync(folder, { recursive: true });
      // Like a real section, each generated one has an overview page (its first), which its label links to.
      fs.writeFileSync(path.join(folder, '_category.yml'), `label: Generated ${section}\nposition: ${100 + Math.floor(i / 50)}\noverview: page-${i}\n`);
    }
    const source = sources[i % sources.length].replace(/^title: (.*)$/m, (_, t) => `title: ${t.replace(/^["']|["']$/g, '')} (copy ${i})`);
    fs.writeFileSync(path.join(folder, `page-${i}.mdx`), source);
  }
  return dir;
}
