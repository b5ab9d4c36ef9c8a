import os from 'node:os';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { buildId } from './lib/buildId';
import { site } from './lib/site';

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
  // A hash of the content store's key and of what Next compiles (lib/buildId.ts).
  generateBuildId: async () => buildId(process.cwd()),
  // `npm test` type-checks everything (`npm run typecheck`) before it builds; checking again here only costs time.
  typescript: { ignoreBuildErrors: true },
  // Next leaves one core free by default, which on a 2-core machine halves page generation. Under `npm run dev` the
  // worker that lists the pages' route params on a start is a thread, not a new process: 0.1 s off a restart.
  experimental: { cpus: Math.max(1, os.availableParallelism()), ...(phase === PHASE_DEVELOPMENT_SERVER ? { workerThreads: true } : {}) },
  // Packages only the server side of the build uses, loaded from node_modules as they are rather than bundled:
  // bundling them cost Next's compile about a tenth of its CPU time (docs/build.md).
  serverExternalPackages: ['graphql', 'flexsearch', 'sitemap', 'hast-util-to-jsx-runtime'],
  // The dev server is opened at localhost or 127.0.0.1 alike (the dev-loop test uses the latter): both may reach its
  // live-reload socket, which refreshes the open page after a save.
  // Next's dev badge sits in the corner the site leaves empty (the sidebar takes the bottom left).
  ...(phase === PHASE_DEVELOPMENT_SERVER ? { allowedDevOrigins: ['127.0.0.1', 'localhost'], devIndicators: { position: 'bottom-right' as const } } : {}),
});

export default nextConfig;
