import type { RootContent } from 'mdast';

/** A JSX attribute's value in MDX: a string, or true for a bare attribute (`<X open />`). */
export type PropValue = string | true;

export interface ComponentInput {
  props: Record<string, PropValue>;
  /** The element's children, already cleaned to plain Markdown nodes. */
  children: RootContent[];
  /** The page's own web address, for "try it on the page" links from interactive components. */
  pageUrl: string;
}

/** A component's Markdown form: a GFM table, a list or a few sentences that carry what the component shows. */
export type ComponentMarkdown = (input: ComponentInput) => string;
