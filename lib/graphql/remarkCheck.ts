// Part of the one parse of a page (lib/mdx/remarkPlugins.ts): checks a page's GraphQL against the site's schema. Every GraphQL sample must validate (with
// its variables) and every <ApiName> must name something the schema has. When one does not, for example after the
// API's own schema was dropped in, the build fails naming the page, the line of the first problem, and every problem.
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { lookupApiName } from './apiNames';
import type { LoadedSchema } from './load';
import { checkSample } from './samples';
import { sampleBlocks } from './sampleBlocks';

const API_NAME_COMPONENT = 'ApiName';

export interface CheckOptions {
  /** Loads the schema; called only when a page has GraphQL in it. */
  load: () => LoadedSchema;
}

interface Failure {
  line?: number;
  text: string;
}

/** The `of="Type"` attribute of an <ApiName>, if given. */
function apiNameScope(node: MdxJsxTextElement | MdxJsxFlowElement): string | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'of')?.value;
  return typeof value === 'string' ? value : undefined;
}

export function remarkCheckGraphQL({ load }: CheckOptions) {
  return (tree: Root) => {
    const failures: Failure[] = [];
    const blocks = sampleBlocks(tree);
    const names: { name: string; of?: string; line?: number }[] = [];
    visit(tree, (node) => {
      if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === API_NAME_COMPONENT) {
        names.push({ name: mdastToString(node).trim(), of: apiNameScope(node), line: node.position?.start.line });
      }
    });
    if (blocks.length === 0 && names.length === 0) return;
    const { schema, file } = load();
    for (const block of blocks) {
      const check = checkSample(schema, block.code.value, block.variables?.value);
      if (check.problems.length) {
        failures.push({ line: block.code.position?.start.line, text: `sample ${check.name ?? '(unnamed)'}: ${check.problems.join('; ')}` });
      }
    }
    for (const { name, of, line } of names) {
      if (!lookupApiName(schema, name, of).found) failures.push({ line, text: `<ApiName> "${name}"${of ? ` of ${of}` : ''} is not in the schema` });
    }
    if (failures.length === 0) return;
    failures.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    throw Object.assign(new Error(`GraphQL does not match ${file}: ${failures.map((f) => f.text).join(' | ')}`), { line: failures[0].line });
  };
}
