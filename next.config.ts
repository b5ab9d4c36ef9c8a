import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { hashFiles } from './lib/files';
import { site } from './lib/site';

/**
 * The build id is a hash of everything the export is made from, so two builds of the same sources are byte-identical
 * (a CDN re-downloads nothing that did not change) while any change still gets a new id.
 */
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'package-lock.json', 'next.config.ts'];

const nextConfig = (phase: string): NextConfig => ({
  // A static export; the dev server renders each request instead (see README, "Departures": with `output: 'export'`
  // it answered a page added while it ran with 404 until its cached list of the routes' params caught up).
  ...(phase === PHASE_DEVELOPMENT_SERVER ? {} : { output: 'export' as const }),
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
  // Packages only the server side of the build uses, loaded from node_modules as they are rather than bundled:
  // bundling them cost Next's compile about a tenth of its CPU time (docs/build.md).
  serverExternalPackages: ['graphql', 'flexsearch', 'sitemap', 'hast-util-to-jsx-runtime'],
  // The dev server is opened at localhost or 127.0.0.1 alike (the dev-loop test uses the latter): both may reach its
  // live-reload socket, which refreshes the open page after a save.
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { allowedDevOrigins: ['127.0.0.1', 'localhost'] } : {}),
});

export default nextConfig;
