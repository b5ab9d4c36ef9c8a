import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'bestpractice'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** How each kind names itself to the reader, on the page and in its Markdown copy. */
export const ADMONITION_LABELS: Record<AdmonitionKind, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  bestpractice: 'Best practice',
};

export function isAdmonitionKind(value: string): value is AdmonitionKind {
  return (ADMONITION_KINDS as readonly string[]).includes(value);
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** Text that remark-directive read as a leaf or text directive by accident (`a:b`, `::x`) goes back to plain text. */
function directiveAsText(node: LeafDirective | TextDirective): PhrasingContent[] {
  const marker = node.type === 'leafDirective' ? '::' : ':';
  const label = node.children.length > 0 ? [{ type: 'text', value: '[' } as Text, ...node.children, { type: 'text', value: ']' } as Text] : [];
  return [{ type: 'text', value: `${marker}${node.name}` }, ...label];
}

/**
 * `:::kind[Optional title]` blocks become `<Admonition kind="..." title="...">`; any other container name is an error
 * that names the line, so a typo never renders silently as plain text.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      const directive = node as Directive;
      if (directive.type === 'textDirective' || directive.type === 'leafDirective') {
        if (parent && typeof index === 'number') {
          const replacement = directiveAsText(directive);
          if (directive.type === 'leafDirective') {
            parent.children.splice(index, 1, { type: 'paragraph', children: replacement } as Paragraph);
          } else {
            (parent.children as PhrasingContent[]).splice(index, 1, ...replacement);
          }
          return index;
        }
        return undefined;
      }
      if (directive.type !== 'containerDirective') return undefined;
      if (!isAdmonitionKind(directive.name)) {
        file.fail(
          `unknown admonition kind ":::${directive.name}" (use one of ${ADMONITION_KINDS.join(', ')})`,
          directive.position,
          'remark-admonitions:unknown-kind',
        );
      }
      let title: string | undefined;
      const first = directive.children[0];
      if (first && first.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = first.children.map((child) => ('value' in child ? child.value : '')).join('');
        directive.children.shift();
      }
      const attributes: { type: 'mdxJsxAttribute'; name: string; value: string }[] = [{ type: 'mdxJsxAttribute', name: 'kind', value: directive.name }];
      if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
      Object.assign(directive, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes });
      return undefined;
    });
  };
}
