import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { ParsedFile } from './load';
import { repoFile, routeFromFile } from './paths';
import type { ContentIssue, SourcePage } from './types';

export interface FrontMatter {
  title: string;
  description?: string;
  tags: string[];
  sidebarPosition?: number;
}

export type FrontMatterResult = { ok: true; data: FrontMatter; content: string; bodyLine: number } | { ok: false; issues: ContentIssue[] };

const KNOWN_FIELDS = new Set(['title', 'description', 'tags', 'sidebar_position']);

/** The file's line of a front matter field (the opening --- is line 1), or of the opening line when it is absent. */
function fieldLine(source: string, key: string): number {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) if (lines[i].startsWith(`${key}:`)) return i + 1;
  return 1;
}

/** The file's line of a YAML error: js-yaml reads from the end of the opening --- line and counts lines from 0. */
function yamlErrorLine(error: unknown): number {
  const line = (error as { mark?: { line?: unknown } } | null)?.mark?.line;
  return typeof line === 'number' ? line + 1 : 1;
}

/** What a front matter value opens and does not close on its own line, if anything: the usual YAML slip. */
function unclosed(value: string): string | undefined {
  if (value.startsWith('"')) return (value.replace(/\\./g, '').match(/"/g) ?? []).length % 2 === 1 ? 'the double quote' : undefined;
  if (value.startsWith("'")) return (value.replace(/''/g, '').match(/'/g) ?? []).length % 2 === 1 ? 'the single quote' : undefined;
  const count = (re: RegExp) => (value.match(re) ?? []).length;
  if (value.startsWith('[') && count(/\[/g) > count(/\]/g)) return 'the list bracket [';
  if (value.startsWith('{') && count(/\{/g) > count(/\}/g)) return 'the brace {';
  return undefined;
}

/**
 * Where the writer's mistake is when the YAML does not parse: the first line whose value opens a quote, a list or a
 * map that it does not close (the parser itself gives up lines later, at the end of the block), with what is open.
 */
function yamlMistake(source: string): { line: number; message: string } | undefined {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    const value = /^\s*(?:-\s+)?[^\s:#][^:#]*:\s+(.*)$/.exec(lines[i])?.[1] ?? /^\s*-\s+(.*)$/.exec(lines[i])?.[1];
    const open = value === undefined ? undefined : unclosed(value.trim());
    if (open) return { line: i + 1, message: `${open} opened on this line is never closed` };
  }
  return undefined;
}

/** Reads and checks a page's front matter; every problem names the file, the field and its line. */
export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object stops gray-matter from caching by content, which would hide edits in watch mode.
    parsed = matter(source, {});
  } catch (error) {
    const mistake = yamlMistake(source);
    const reason = error instanceof Error ? error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '') : String(error);
    const issue = mistake
      ? { line: mistake.line, message: `front matter is not valid YAML: ${mistake.message}` }
      : { line: yamlErrorLine(error), message: `front matter is not valid YAML: ${reason}` };
    return { ok: false, issues: [{ file, ...issue }] };
  }
  const data = parsed.data as Record<string, unknown>;
  const issues: ContentIssue[] = [];
  const { title, description, tags, sidebar_position: position } = data;
  if (typeof title !== 'string' || title.trim() === '') {
    issues.push({ file, line: fieldLine(source, 'title'), message: 'front matter field "title" is required and must be a non-empty string' });
  }
  if (description !== undefined && typeof description !== 'string') {
    issues.push({ file, line: fieldLine(source, 'description'), message: 'front matter field "description" must be a string' });
  }
  if (tags !== undefined && !(Array.isArray(tags) && tags.every((t) => typeof t === 'string'))) {
    issues.push({ file, line: fieldLine(source, 'tags'), message: 'front matter field "tags" must be a list of strings' });
  }
  if (position !== undefined && (typeof position !== 'number' || !Number.isFinite(position))) {
    issues.push({ file, line: fieldLine(source, 'sidebar_position'), message: 'front matter field "sidebar_position" must be a number' });
  }
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) {
      issues.push({ file, line: fieldLine(source, key), message: `front matter field "${key}" is unknown (allowed: ${[...KNOWN_FIELDS].join(', ')})` });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const frontLines = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return {
    ok: true,
    content: parsed.content,
    bodyLine: frontLines,
    data: {
      title: (title as string).trim(),
      description: typeof description === 'string' ? description.trim() : undefined,
      tags: (tags as string[] | undefined) ?? [],
      sidebarPosition: position as number | undefined,
    },
  };
}

/** The page a file's front matter makes (its route from its place below rootDir). */
export function sourcePage(file: string, rootDir: string, front: Extract<FrontMatterResult, { ok: true }>): SourcePage {
  const route = routeFromFile(path.relative(rootDir, file));
  return {
    route,
    slug: route === '/' ? [] : route.slice(1).split('/'),
    file: repoFile(rootDir, file),
    title: front.data.title,
    description: front.data.description,
    tags: front.data.tags,
    sidebarPosition: front.data.sidebarPosition ?? 999,
    content: front.content,
    bodyLine: front.bodyLine,
  };
}

/**
 * One .mdx file as far as its front matter says: the page as the site index lists it (route, title, tags, place in
 * the sidebar), with no body parsed, so no headings, links or tree. What a cold `npm run dev` lists a page by while it
 * is still compiling (scripts/content/step.ts); never throws.
 */
export function indexPageFile(file: string, rootDir: string): ParsedFile {
  const front = parseFrontMatter(fs.readFileSync(file, 'utf8'), repoFile(rootDir, file));
  if (!front.ok) return { errors: front.issues, warnings: [] };
  return { page: sourcePage(file, rootDir, front), tree: { type: 'root', children: [] }, errors: [], warnings: [] };
}
