// The build-time yardsticks `npm run bench` builds beside this project, from the same corpus:
// - Next's floor: a Next.js app with this project's Next, the same routes and the same export settings, every page
//   empty. What any Next.js docs site pays before its first line of content.
// - Docusaurus 3.10 at its fastest (classic preset, `future: { v4: true, faster: true }`: Rspack, SWC, Lightning CSS,
//   worker threads for the pages): the same pages, as the Markdown copies this project's build wrote (the same text,
//   headings, tables and code), in the same folders.
// Each is built from clean (no cache folder, no output) and timed as a whole process. Docusaurus is installed once
// from the npm registry into .bench/peers/docusaurus (not part of the project).
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../lib/files.ts';

const DOCUSAURUS_VERSION = '3.10.1';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCUSAURUS_TELEMETRY: '0' };

/** Runs `command` in `cwd` and returns its wall-clock seconds; throws with its output when it fails. */
function timed(command, args, cwd) {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  return (performance.now() - started) / 1000;
}

/** The routes of an export: every page folder with an index.html, except the site's own extra pages. */
function pageSlugs(out) {
  return listFiles(out)
    .filter((file) => file.endsWith(`${path.sep}index.html`) || file === path.join(out, 'index.html'))
    .map((file) => path.relative(out, path.dirname(file)))
    .filter((route) => !/^(404|_not-found|results|tags)(\/|$)/.test(route))
    .map((route) => (route === '' ? [] : route.split(path.sep)));
}

/**
 * Builds a Next.js app with this project's Next and the site's export settings in a temporary folder: one catch-all
 * page that lists `slugs` and renders `body` for each. Returns the build's seconds, its out/ folder and a cleanup.
 * The build-time floor (empty pages) and the main-thread floor of `npm run bench` (bench/hydration.mjs) are both
 * made this way.
 */
export function buildEmptyNextApp(root, slugs, body = '<main />') {
  const { dir, cleanup } = emptyNextApp(root, slugs, body);
  try {
    const seconds = timed(path.join(dir, 'node_modules', '.bin', 'next'), ['build'], dir);
    return { seconds, out: path.join(dir, 'out'), dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** The app buildEmptyNextApp builds, not built: its folder and a cleanup (the dev server's floor starts `next dev` in it). */
export function emptyNextApp(root, slugs, body = '<main />') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-floor-'));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    execSync(`cp -al ${JSON.stringify(path.join(root, 'node_modules'))} ${JSON.stringify(path.join(dir, 'node_modules'))}`);
    fs.mkdirSync(path.join(dir, 'app', '[[...slug]]'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "name": "floor", "private": true, "type": "module" }\n');
    fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(slugs));
    fs.writeFileSync(
      path.join(dir, 'next.config.mjs'),
      `import os from 'node:os';\nexport default { output: 'export', basePath: '/cpf-public', trailingSlash: true, images: { unoptimized: true }, typescript: { ignoreBuildErrors: true }, experimental: { cpus: os.availableParallelism() } };\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'es2023'],
          strict: false,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          jsx: 'react-jsx',
          isolatedModules: true,
          skipLibCheck: true,
          allowJs: true,
          esModuleInterop: true,
          incremental: true,
        },
        include: ['**/*.ts', '**/*.tsx'],
        exclude: ['node_modules'],
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'app', 'layout.tsx'),
      `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
    );
    fs.writeFileSync(
      path.join(dir, 'app', '[[...slug]]', 'page.tsx'),
      `import routes from '../../routes.json';\nexport const dynamicParams = false;\nexport function generateStaticParams() {\n  return routes.map((slug: string[]) => ({ slug }));\n}\nexport default function Page() {\n  return ${body};\n}\n`,
    );
    return { dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

/** Builds Next's floor for the pages of the export `out` (the same routes, empty); returns seconds and page count. */
export function buildNextFloor(root, out) {
  const slugs = pageSlugs(out);
  const floor = buildEmptyNextApp(root, slugs);
  floor.cleanup();
  return { seconds: floor.seconds, pages: slugs.length };
}

const DOCUSAURUS_CONFIG = `export default {
  title: 'Bulwark Docs',
  url: 'https://docs.bulwark.example.com',
  baseUrl: '/cpf-public/',
  onBrokenLinks: 'warn',
  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
  future: { v4: true, faster: true },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: undefined }, blog: false, theme: {} }]],
};
`;

/** Docusaurus, installed once into .bench/peers/docusaurus (the npm registry is needed the first time only). */
export function docusaurusHome(root) {
  const home = path.join(root, '.bench', 'peers', 'docusaurus');
  fs.mkdirSync(home, { recursive: true });
  fs.writeFileSync(path.join(home, 'docusaurus.config.mjs'), DOCUSAURUS_CONFIG);
  if (fs.existsSync(path.join(home, 'node_modules', '@docusaurus', 'faster', 'package.json'))) return home;
  fs.mkdirSync(home, { recursive: true });
  const dependencies = {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    '@mdx-js/react': '3.1.1',
    react: '19.3.1',
    'react-dom': '19.3.1',
  };
  fs.writeFileSync(path.join(home, 'package.json'), JSON.stringify({ name: 'docusaurus-peer', private: true, dependencies }, null, 2));
  console.error(`bench: installing Docusaurus ${DOCUSAURUS_VERSION} into ${path.relative(root, home)} (once)`);
  timed('npm', ['install', '--no-audit', '--no-fund'], home);
  return home;
}

/**
 * Builds the Markdown copies of the export `out` (each page's <route>.md, the welcome page's index.md) as a
 * Docusaurus site; returns seconds and page count.
 */
export function buildDocusaurus(root, out) {
  const { home, site, pages } = docusaurusSite(root, out);
  try {
    return { seconds: timed(path.join(home, 'node_modules', '.bin', 'docusaurus'), ['build'], site), pages: pages.length };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/**
 * A Docusaurus site, in a folder of its own beside the installed one, holding the Markdown copies of the export `out`
 * (each page's <route>.md, the welcome page's index.md), with the bundler's persistent cache cleared: the caller
 * builds it and removes `site`.
 */
function docusaurusSite(root, out) {
  const home = docusaurusHome(root);
  const site = fs.mkdtempSync(path.join(home, 'site-'));
  const pages = listFiles(out).filter((file) => file.endsWith('.md'));
  for (const file of pages) {
    const target = path.join(site, 'docs', path.relative(out, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  }
  fs.copyFileSync(path.join(home, 'docusaurus.config.mjs'), path.join(site, 'docusaurus.config.mjs'));
  fs.writeFileSync(path.join(site, 'package.json'), '{ "name": "docusaurus-corpus", "private": true }\n');
  fs.symlinkSync(path.join(home, 'node_modules'), path.join(site, 'node_modules'));
  // From clean: Docusaurus keeps its bundler's persistent cache in node_modules/.cache.
  fs.rmSync(path.join(home, 'node_modules', '.cache'), { recursive: true, force: true });
  return { home, site, pages };
}

/** Next's floor for the pages of the export `out`, built cold, then again with its cache kept. */
export async function nextFloor(root, out) {
  const slugs = pageSlugs(out);
  const floor = buildEmptyNextApp(root, slugs);
  try {
    const warm = timed(path.join(floor.dir, 'node_modules', '.bin', 'next'), ['build'], floor.dir);
    return { cold: floor.seconds, warm, pages: slugs.length };
  } finally {
    floor.cleanup();
  }
}

/** Docusaurus on the Markdown copies of `out`: built cold, then with one page changed and its caches kept. */
export async function docusaurusBuilds(root, out) {
  const { home, site, pages } = docusaurusSite(root, out);
  try {
    const docusaurus = path.join(home, 'node_modules', '.bin', 'docusaurus');
    const cold = timed(docusaurus, ['build'], site);
    fs.appendFileSync(path.join(site, 'docs', 'permissions-firewall', 'services', 'regions.md'), '\n\nOne sentence a writer added.\n');
    const warm = timed(docusaurus, ['build'], site);
    return { cold, warm, pages: pages.length };
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
}

const STARLIGHT_CONFIG = `import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

export default defineConfig({
  base: '/cpf-public',
  trailingSlash: 'always',
  telemetry: false,
  integrations: [starlight({ title: 'Bulwark Docs', pagefind: false })],
});
`;

const STARLIGHT_COLLECTIONS = `import { defineCollection } from 'astro:content';
import { docsLoader } from '@astrojs/starlight/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };
`;

/** Starlight 0.37 on Astro 5, installed once into .bench/peers/starlight (the npm registry the first time only). */
export function starlightHome(root) {
  const home = path.join(root, '.bench', 'peers', 'starlight');
  fs.mkdirSync(path.join(home, 'src'), { recursive: true });
  fs.writeFileSync(path.join(home, 'astro.config.mjs'), STARLIGHT_CONFIG);
  fs.writeFileSync(path.join(home, 'src', 'content.config.ts'), STARLIGHT_COLLECTIONS);
  if (fs.existsSync(path.join(home, 'node_modules', '@astrojs', 'starlight', 'package.json'))) return home;
  const dependencies = { astro: '^5.5.0', '@astrojs/starlight': '0.37.7', sharp: '^0.34.0' };
  fs.writeFileSync(path.join(home, 'package.json'), JSON.stringify({ name: 'starlight-peer', private: true, type: 'module', dependencies }, null, 2));
  console.error(`bench: installing Starlight 0.37 and Astro 5 into ${path.relative(root, home)} (once)`);
  timed('npm', ['install', '--no-audit', '--no-fund'], home);
  return home;
}
