import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { ContentIssue } from './types';

/** A link, image or link definition of a page, with the line of the file it is on. */
export interface LinkRef {
  type: 'link' | 'image' | 'definition';
  url: string;
  line?: number;
}

export interface LinkTarget {
  route: string;
  file: string;
  headingIds: Set<string>;
  links: LinkRef[];
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A URL with a scheme (https:, mailto:) or protocol-relative: it leaves the site. */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url);
}

function normaliseRoute(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route a link's path points at from a page; a relative path counts from the page's folder, like its file. */
export function linkedRoute(pathPart: string, pageRoute: string): string {
  if (pathPart === '') return pageRoute;
  if (pathPart.startsWith('/')) return normaliseRoute(pathPart.split('?')[0]);
  return normaliseRoute(new URL(pathPart, `http://x${pageRoute === '/' ? '/' : `${pageRoute}/`}../`).pathname);
}

/** The page's links, images and definitions; `lineOffset` turns body lines into the file's own lines. */
export function linkRefs(tree: Root, lineOffset: number): LinkRef[] {
  const refs: LinkRef[] = [];
  visit(tree, ['link', 'image', 'definition'], (node) => {
    const { type, url } = node as { type: LinkRef['type']; url: string };
    refs.push({ type, url, ...(node.position ? { line: node.position.start.line + lineOffset } : {}) });
  });
  return refs;
}

/**
 * Broken internal links, broken anchors and missing images, as warnings naming the file, line and target
 * (the spec: they warn, the build goes on). `assetExists` answers for paths under public/.
 */
export function checkLinks(pages: LinkTarget[], basePath: string, assetExists: (path: string) => boolean): ContentIssue[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    for (const { type, url, line } of page.links) {
      const warn = (message: string) => issues.push({ file: page.file, line, message });
      if (!url || EXTERNAL.test(url)) continue;
      if (type === 'image') {
        if (!assetExists(url.split(/[?#]/)[0])) warn(`image "${url}" does not exist under public/`);
        continue;
      }
      if (url.startsWith(`${basePath}/`) || url === basePath) {
        warn(`link "${url}" includes the base path; write it without "${basePath}" (it is added for you)`);
        continue;
      }
      const hashAt = url.indexOf('#');
      const pathPart = hashAt >= 0 ? url.slice(0, hashAt) : url;
      const anchor = hashAt >= 0 ? decodeURIComponent(url.slice(hashAt + 1)) : '';
      const targetRoute = linkedRoute(pathPart, page.route);
      const target = byRoute.get(targetRoute);
      if (!target) {
        if (!assetExists(targetRoute)) warn(`broken link "${url}": no page at ${targetRoute}`);
        continue;
      }
      if (anchor && !target.headingIds.has(anchor)) warn(`broken anchor "${url}": ${target.file} has no heading with id "${anchor}"`);
    }
  }
  return issues;
}
