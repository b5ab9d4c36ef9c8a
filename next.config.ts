import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import { site } from './lib/site';

/**
 * The build id is a hash of everything the export is made from, so two builds of the same sources are byte-identical
 * (a CDN re-downloads nothing that did not change) while any change still gets a new id.
 */
function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string) => {
    if (!fs.existsSync(entry)) return;
    if (fs.statSync(entry).isDirectory()) {
      for (const name of fs.readdirSync(entry).sort()) walk(path.join(entry, name));
    } else {
      hash.update(entry).update(fs.readFileSync(entry));
    }
  };
  for (const entry of ['app', 'components', 'content', 'lib', 'public', 'package-lock.json', 'next.config.ts']) walk(entry);
  return hash.digest('hex').slice(0, 20);
}

const nextConfig: NextConfig = {
  output: 'export',
  basePath: site.basePath,
  // Every page is route/index.html, which any static host serves for /route/.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: async () => sourceHash(),
  // `npm test` type-checks everything (`npm run typecheck`) before it builds; checking again here only costs time.
  typescript: { ignoreBuildErrors: true },
  // Next leaves one core free by default, which on a 2-core machine halves page generation.
  experimental: { cpus: Math.max(1, os.availableParallelism()) },
  // The highlighter and the diagram layout (ELK) run on the server during the build only.
  serverExternalPackages: ['shiki', 'elkjs'],
};

export default nextConfig;
