import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * Phrases by which a page talks about where its facts came from instead of speaking as the product's documentation
 * (CONTENT.md, "Voice"). Code, inline code and component props are not prose and are not checked.
 */
export const SOURCE_NARRATION: readonly RegExp[] = [
  /\bnot (?:documented|described|shown|specified|given) (?:here|in (?:the|these) docs|by the docs)\b/i,
  /\b(?:is|are|isn't|aren't) not documented\b|\bundocumented\b|\bnot documented\b/i,
  /\bthe spec(?:ification)?\b/i,
  /\bready-to-run\b/i,
  /\bchecked against the (?:real |live )?API\b/i,
  /\b(?:these|the) docs (?:do not|don't|cannot|can't|give no|say nothing|leave)\b/i,
  /\bnot (?:in|from|given by) the docs\b/i,
  /\b(?:is|are|was|were) not (?:described|specified|stated)\b/i,
  /\bthe (?:domain )?model (?:says|asks|shows|refuses|allows|lets)\b/i,
  /\bthe product's own (?:pages|docs|documentation|description)\b/i,
  /\b(?:description|documentation) (?:says|said)\b/i,
];

/** Each sentence of the page's prose that narrates its sources, with its line. */
export function sourceNarration(tree: Root): { line?: number; text: string }[] {
  const found: { line?: number; text: string }[] = [];
  visit(tree, 'text', (node) => {
    for (const pattern of SOURCE_NARRATION) {
      const match = pattern.exec(node.value);
      if (match) found.push({ line: node.position?.start.line, text: node.value.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30) });
    }
  });
  return found;
}
