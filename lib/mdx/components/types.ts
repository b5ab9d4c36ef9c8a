// What a component of the pages is, defined once (components/index.ts holds every one): whether it is interactive,
// the attributes it takes, its text form as Markdown nodes, and what the page renders inside it. The parse step
// (remarkComponents) checks a component and attaches its text form to its node; the page, its Markdown copy,
// llms.txt, search and the table of contents all read that one tree.
import type { PhrasingContent, RootContent } from 'mdast';

export type ComponentKind =
  /** It is its text form: the node is replaced by it (reference tables, task cards). */
  | 'markdown'
  /** Rendered on the server by its React component, with no client island (API names, the API reference). */
  | 'static'
  /** A client island: the page renders it interactive; the Markdown copy points to the page for the live version. */
  | 'island';

/** What the page renders inside the component: its text form, the author's own children, or nothing. */
export type PageChildren = 'text' | 'original' | 'none';

export interface PropSpec {
  required?: boolean;
  /** The values it accepts; any string when absent. */
  values?: readonly string[];
}

export interface TextInput {
  props: Readonly<Record<string, string>>;
  /** The author's children, as parsed. */
  children: readonly RootContent[];
}

export interface ComponentDef {
  kind: ComponentKind;
  /** Flow components stand as blocks; inline ones sit in a sentence (their text form is phrasing). */
  inline?: boolean;
  page: PageChildren;
  props: Readonly<Record<string, PropSpec>>;
  text(input: TextInput): RootContent[] | PhrasingContent[];
}

/** A definition with its kind kept as a literal type, so the registry knows which components the page renders. */
export function define<K extends ComponentKind>(def: ComponentDef & { kind: K }): ComponentDef & { kind: K } {
  return def;
}
