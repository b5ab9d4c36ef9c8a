import os from 'node:os';
import type { NextConfig } from 'next';
import { hashFiles } from './scripts/files.mjs';
import { site } from './lib/site';

/**
 * The build id is a hash of everything the export is made from, so two builds of the same sources are byte-identical
 * (a CDN re-downloads nothing that did not change) while any change still gets a new id.
 */
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'package-lock.json', 'next.config.ts'];

const nextConfig: NextConfig = {
  output: 'export',
  basePath: site.basePath,
  // Every page is route/index.html, which any static host serves for /route/.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  generateBuildId: async () => hashFiles(process.cwd(), SOURCES, 20),
  // `npm test` type-checks everything (`npm run typecheck`) before it builds; checking again here only costs time.
  typescript: { ignoreBuildErrors: true },
  // Next leaves one core free by default, which on a 2-core machine halves page generation.
  experimental: { cpus: Math.max(1, os.availableParallelism()) },
  // The highlighter and the diagram layout (ELK) run on the server during the build only.
  serverExternalPackages: ['shiki', 'elkjs'],
};

export default nextConfig;
