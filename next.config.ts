import type { NextConfig } from 'next';
import { site } from './lib/site';

const nextConfig: NextConfig = {
  output: 'export',
  basePath: site.basePath,
  // Every page is route/index.html, which any static host serves for /route/.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // next-mdx-remote compiles MDX on the server during the build; keep it out of the client bundles.
  serverExternalPackages: ['shiki'],
};

export default nextConfig;
