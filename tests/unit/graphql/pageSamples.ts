// Every GraphQL sample of the site's pages, found the way the build finds them (lib/graphql/sampleBlocks over the
// parsed MDX), with the page, the line and the variables block that follows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMdx } from '@/lib/mdx/parse';
import { sampleBlocks } from '@/lib/graphql/sampleBlocks';
import { listFiles } from '@/lib/files';

export interface PageSample {
  page: string;
  line: number;
  source: string;
  variables?: string;
}

export const SAMPLE_PAGES = [
  'content/developer/graphql-reference/graphql-sample-querys.mdx',
  'content/developer/graphql-reference/graphql-sample-mutations.mdx',
];

/** The samples of every page under `content/`, in page and document order. */
export function pageSamples(root = process.cwd()): PageSample[] {
  return listFiles(path.join(root, 'content'))
    .filter((file: string) => file.endsWith('.mdx'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (fm) => '\n'.repeat(fm.split('\n').length - 1));
      const parsed = parseMdx(body);
      if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
      return sampleBlocks(parsed.tree).map((block) => ({
        page: path.relative(root, file),
        line: block.code.position?.start.line ?? 0,
        source: block.code.value,
        variables: block.variables?.value,
      }));
    });
}
