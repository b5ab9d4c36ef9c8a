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
  /\b(?:these|the) docs (?:also )?(?:do not|don't|cannot|can't|give no|say nothing|leave|say|list|give|show|describe|recommend|name|mention|add)s?\b/i,
  /\b(?:decided|given|described|stated|facts?) (?:by|of|in) (?:the|these) docs\b/i,
  /\bnot (?:in|from|given by) the docs\b/i,
  /\b(?:is|are|was|were) not (?:described|specified|stated)\b/i,
  /\bthe (?:domain )?model (?:says|asks|shows|refuses|allows|lets)\b/i,
  /\bthe product's own (?:pages|docs|documentation|description)\b/i,
  /\b(?:description|documentation) (?:says|said)\b/i,
  // A page or widget reasoning about its own rules rather than stating the product's.
  /\bmeets the rule\b|\b(?:rules|facts) (?:that )?meet\b|\b(?:rules|facts) meet here\b/i,
  /\btester (?:assumes|makes (?:\w+ )*assumptions?)\b|\bassumptions? of (?:its own|this tester)\b|\ban assumption of\b/i,
  /\brather than an answer\b/i,
];

/**
 * The text with each run of white space as one space, and where each of its characters was in the original: a phrase
 * that a line break splits in the source ("The\ndocs do not show") is still caught, on the line where it starts.
 */
function collapse(text: string): { flat: string; at: number[] } {
  let flat = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const space = /\s/.test(text[i]);
    if (space && flat.endsWith(' ')) continue;
    flat += space ? ' ' : text[i];
    at.push(i);
  }
  return { flat, at };
}

/** Whether a line of text the reader sees (a simulator's answer, a reference table's cell) narrates its sources. */
export function narrates(text: string): boolean {
  const { flat } = collapse(text);
  return SOURCE_NARRATION.some((pattern) => pattern.test(flat));
}

/** Each sentence of the page's prose that narrates its sources, with its line. */
export function sourceNarration(tree: Root): { line?: number; text: string }[] {
  const found: { line?: number; text: string }[] = [];
  visit(tree, 'text', (node) => {
    const { flat, at } = collapse(node.value);
    for (const pattern of SOURCE_NARRATION) {
      const match = pattern.exec(flat);
      if (!match) continue;
      const start = node.position?.start.line;
      const line = start === undefined ? undefined : start + (node.value.slice(0, at[match.index]).match(/\n/g)?.length ?? 0);
      found.push({ line, text: flat.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30) });
    }
  });
  return found;
}
