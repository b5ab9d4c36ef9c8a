// A page's prose as its reader reads it, sentence by sentence, each with the line of the page file where it starts and
// the bold spans it holds. It reads the parsed tree, so the text forms of components (reference tables, a machine's
// statuses and steps, a simulator's rules) are prose too; code blocks (the GraphQL samples and their variables among
// them), expressions and imports are not. A table row is one sentence, its cells joined, so a fact's name in one cell
// meets its value in the next; an image's alt text is prose as well. The facts check (factCheck.ts) and the count of
// repeated rules read this.
import type { Root, RootContent } from 'mdast';

export interface ProseSentence {
  /** Line in the page file (front matter counted), when the tree knows it. */
  line?: number;
  text: string;
  /** The bold spans of the sentence, each with its place in `text`. */
  bold: { text: string; start: number; end: number }[];
  /** The link texts of the sentence, each with its place in `text`. */
  links: { text: string; start: number; end: number }[];
  /** Which block (paragraph, heading, table row, alt text) of the page it belongs to, counted from 0. */
  block: number;
  /** Written by a component's text form (a machine's statuses and steps, a reference table), not by the page's author. */
  generated: boolean;
}

/** One block of running text being gathered: its characters, the line of each, its bold spans. */
class Block {
  text = '';
  lines: (number | undefined)[] = [];
  bold: { text: string; start: number; end: number }[] = [];
  links: { text: string; start: number; end: number }[] = [];

  add(value: string, line: number | undefined, fixedLine: boolean) {
    for (const ch of value) {
      this.text += ch;
      this.lines.push(line);
      if (ch === '\n' && !fixedLine && line !== undefined) line += 1;
    }
  }
}

const SKIP = new Set(['code', 'html', 'yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'definition']);
const BLOCKS = new Set(['paragraph', 'heading', 'tableRow']);

type AnyNode = RootContent & { children?: AnyNode[]; value?: string; alt?: string | null; position?: { start: { line: number } } };

function startLine(node: AnyNode, fallback: number | undefined, offset: number): number | undefined {
  return node.position ? node.position.start.line + offset : fallback;
}

/** The inline content of a block, into `block`; images come out as blocks of their own. */
function inline(node: AnyNode, block: Block, line: number | undefined, offset: number, images: Block[]) {
  const at = startLine(node, line, offset);
  if (SKIP.has(node.type)) return;
  if (node.type === 'text' || node.type === 'inlineCode') {
    block.add(node.value ?? '', at, !node.position);
    return;
  }
  if (node.type === 'break') {
    block.add(' ', at, true);
    return;
  }
  if (node.type === 'image') {
    if (node.alt) images.push(blockOf(node.alt, at));
    return;
  }
  if (node.type === 'tableCell' && block.text.length > 0) block.add(' | ', at, true);
  const start = block.text.length;
  for (const child of node.children ?? []) inline(child, block, at, offset, images);
  if (node.type === 'strong') block.bold.push({ text: block.text.slice(start), start, end: block.text.length });
  if (node.type === 'link') block.links.push({ text: block.text.slice(start), start, end: block.text.length });
}

function blockOf(text: string, line: number | undefined): Block {
  const block = new Block();
  block.add(text, line, true);
  return block;
}

// A sentence ends at . ! ? (and a closing quote or bracket) before white space and a capital, a digit or markup; not
// after an initial ("N. Virginia") or a common abbreviation.
const END = /[.!?]["')\]*`]*\s+(?=[A-Z0-9*`"'([])/g;
const ABBREVIATION = /(?:\b[A-Z]|\be\.g|\bi\.e|\betc|\bvs)\.["')\]*`]*$/;

/** The spans of a block that lie in [from, to), placed in the sentence's text (white space collapsed as there). */
function spansIn(block: Block, spans: Block['bold'], from: number, to: number): ProseSentence['bold'] {
  return spans
    .filter((b) => b.start >= from && b.end <= to)
    .map((b) => {
      const start = block.text.slice(from, b.start).replace(/\s+/g, ' ').length;
      const text = b.text.replace(/\s+/g, ' ');
      return { text: text.trim(), start, end: start + text.length };
    });
}

/** A block cut into sentences (a table row stays whole), each with its line and its bold spans. */
function sentencesOf(block: Block, index: number, generated: boolean, whole = false): ProseSentence[] {
  const cuts = [0];
  for (const match of whole ? [] : block.text.matchAll(END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (ABBREVIATION.test(block.text.slice(0, end).trimEnd())) continue;
    cuts.push(end);
  }
  cuts.push(block.text.length);
  const sentences: ProseSentence[] = [];
  for (let i = 0; i + 1 < cuts.length; i += 1) {
    const [from, to] = [cuts[i], cuts[i + 1]];
    const raw = block.text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim().replace(/\s+/g, ' ');
    if (!text) continue;
    sentences.push({
      block: index,
      generated,
      line: block.lines[from + lead],
      text,
      bold: spansIn(block, block.bold, from + lead, to),
      links: spansIn(block, block.links, from + lead, to),
    });
  }
  return sentences;
}

/**
 * Every sentence of a page's tree, in reading order. `lineOffset` turns the tree's lines (counted from the page body)
 * into the file's (front matter included): the page's bodyLine - 1.
 */
export function proseSentences(tree: Root, lineOffset = 0): ProseSentence[] {
  const found: ProseSentence[] = [];
  let blocks = 0;
  const walk = (node: AnyNode, line: number | undefined) => {
    if (SKIP.has(node.type)) return;
    const at = startLine(node, line, lineOffset);
    if (BLOCKS.has(node.type)) {
      const block = new Block();
      const images: Block[] = [];
      for (const child of node.children ?? []) inline(child, block, at, lineOffset, images);
      // The parser gives every node of the page file a position; a component's text form has none.
      const generated = !node.position;
      found.push(...sentencesOf(block, blocks++, generated, node.type === 'tableRow'));
      for (const image of images) found.push(...sentencesOf(image, blocks++, generated));
      return;
    }
    for (const child of node.children ?? []) walk(child, at);
  };
  for (const child of tree.children as AnyNode[]) walk(child, undefined);
  return found;
}
