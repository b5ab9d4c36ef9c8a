import fs from 'node:fs';
import path from 'node:path';
import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/basePath';
import { svgSize } from '@/lib/mdx/svgSize';

/**
 * Content images: the base path is added (raw src strings do not get it), SVGs get their intrinsic size so the page
 * does not shift as they load, and they are marked zoomable.
 */
export default function MdxImage({ src, alt, ...rest }: ComponentProps<'img'>) {
  if (typeof src !== 'string') return null;
  const local = src.startsWith('/');
  let size: { width: number; height: number } | undefined;
  if (local && src.endsWith('.svg')) {
    try {
      size = svgSize(fs.readFileSync(path.join(process.cwd(), 'public', src), 'utf8'));
    } catch {
      size = undefined; // the link check reports missing images
    }
  }
  // A plain <img>: a static export has no image optimiser for next/image to call.
  return (
    // biome-ignore lint/performance/noImgElement: a static export serves images as they are (unoptimized), and zoom needs the element
    <img
      src={local ? withBasePath(src) : src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      data-zoomable=""
      width={size?.width}
      height={size?.height}
      {...rest}
    />
  );
}
