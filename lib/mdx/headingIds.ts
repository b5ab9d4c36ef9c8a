// Stable anchors: a heading may pin its id by ending with `{#id}` (`## Old title {#keep-this}`), so renaming the
// heading keeps every link to it working. MDX reads `{…}` as a JavaScript expression (and `#keep-this` is not one),
// so the marker takes two steps, both here: `pinHeadingIds` escapes its braces in the source before parsing (the line
// count stays, so error lines still point at the file), and `remarkHeadingIds` strips the now literal marker from the
// heading's text and sets the id (`data.hProperties.id`). Every other heading then gets the slug of its text
// (`remarkHeadingSlugs`); the page, the table of contents and the link check all read these ids.
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

const ID = '[A-Za-z0-9_][A-Za-z0-9_-]*';
/** An ATX heading line ending with the marker (optionally followed by closing #s). */
const MARKED_LINE = new RegExp(`^( {0,3}#{1,6}[ \\t].*?)[ \\t]\\{#(${ID})\\}([ \\t]+#+)?[ \\t]*$`);
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESCAPED_MARKER = new RegExp(`[ \\t]*\\{#(${ID})\\}[ \\t]*$`);

/** The source with each heading's `{#id}` escaped so MDX reads it as text; code fences are left as they are. */
export function pinHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = undefined;
        return line;
      }
      if (opening) {
        fence = opening;
        return line;
      }
      const marked = MARKED_LINE.exec(line);
      return marked ? `${marked[1]} \\{#${marked[2]}\\}` : line;
    })
    .join('\n');
}

/** Remark plugin: a heading whose text ends with `{#id}` loses the marker and gets that id. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const marker = ESCAPED_MARKER.exec(last.value);
      if (!marker) return;
      last.value = last.value.slice(0, marker.index);
      if (last.value === '') node.children.pop();
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: marker[1] } };
    });
  };
}

/**
 * Every heading without an id gets the slug of its text (github-slugger over the whole page in document order,
 * repeated titles numbered -1, -2). A pinned id, or one a component set (the API reference's operations), is kept.
 */
export function remarkHeadingSlugs() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (node) => {
      const props = (node.data?.hProperties ?? {}) as { id?: unknown };
      if (typeof props.id === 'string') return;
      node.data = { ...node.data, hProperties: { ...props, id: slugger.slug(mdastToString(node).trim()) } };
    });
  };
}
