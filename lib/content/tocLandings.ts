import type { Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';

// Which entry of "On this page" a link to a section should mark (lib/browser/tocLanding.ts). A heading that a deeper
// heading follows at once, with nothing between them, lands the reader with both at the top of the window, where the
// table of contents marks the deeper one; the content step says so on the entry (Heading.lands, rendered as
// data-lands), so the page can mark it from its first paint without measuring anything.

function tocId(node: Nodes | undefined, above: number): string | undefined {
  if (node?.type !== 'heading' || node.depth <= above || node.depth > 4) return undefined;
  const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Heading id -> the id of the deepest heading of the run that follows it at once, for the headings that have one. */
export function tocLandings(tree: Root): Map<string, string> {
  const lands = new Map<string, string>();
  visit(tree, 'heading', (node, index, parent) => {
    const id = tocId(node, 1);
    if (!id || index === undefined || !parent) return;
    let depth = node.depth;
    let last: string | undefined;
    for (let i = index + 1; ; i += 1) {
      const next = parent.children[i];
      const nextId = tocId(next, depth);
      if (!nextId || next.type !== 'heading') break;
      last = nextId;
      depth = next.depth;
    }
    if (last) lands.set(id, last);
  });
  return lands;
}
