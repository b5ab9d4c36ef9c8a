import { load as loadYaml } from 'js-yaml';
import type { ContentIssue, TagInfo } from './types';

/** Reads content/tags.yml: a map of tag id to { label, description }. */
export function parseTags(source: string, file: string): { tags: TagInfo[]; issues: ContentIssue[] } {
  let data: unknown;
  try {
    data = loadYaml(source);
  } catch (error) {
    return { tags: [], issues: [{ file, message: `not valid YAML: ${(error as Error).message.split('\n')[0]}` }] };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return { tags: [], issues: [{ file, message: 'must be a map of tag id to { label, description }' }] };
  }
  const tags: TagInfo[] = [];
  const issues: ContentIssue[] = [];
  for (const [id, value] of Object.entries(data as Record<string, unknown>)) {
    const entry = value as { label?: unknown; description?: unknown } | null;
    if (!/^[a-z0-9-]+$/.test(id)) issues.push({ file, message: `tag id "${id}" must be lower-case letters, digits and dashes` });
    if (!entry || typeof entry.label !== 'string' || typeof entry.description !== 'string') {
      issues.push({ file, message: `tag "${id}" needs a string "label" and a string "description"` });
      continue;
    }
    tags.push({ id, label: entry.label, description: entry.description });
  }
  return { tags, issues };
}

/** Every tag a page uses must be declared; the message names the page file and the tag. */
export function checkPageTags(pages: { file: string; tags: string[] }[], declared: TagInfo[], tagsFile: string): ContentIssue[] {
  const known = new Set(declared.map((t) => t.id));
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    for (const tag of page.tags) {
      if (!known.has(tag)) {
        issues.push({ file: page.file, line: 1, message: `tag "${tag}" is not declared in ${tagsFile} (declare it there or fix the spelling)` });
      }
    }
  }
  return issues;
}
