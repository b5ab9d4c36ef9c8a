import type { BlockContent, Paragraph, PhrasingContent } from 'mdast';
import { ADMONITION_LABELS, isAdmonitionKind } from '../mdx/remarkAdmonitions';
import { serialize } from './serialize';
import type { ComponentMarkdown } from './types';

const strong = (text: string): PhrasingContent => ({ type: 'strong', children: [{ type: 'text', value: text }] });

/** `:::warning[Title]` as a blockquote that names its kind: "> **Warning:** …" or "> **Warning: Title**" then the text. */
export const admonitionMarkdown: ComponentMarkdown = ({ props, children }) => {
  const label = typeof props.kind === 'string' && isAdmonitionKind(props.kind) ? ADMONITION_LABELS[props.kind] : ADMONITION_LABELS.note;
  const body = [...children] as BlockContent[];
  const first = body[0];
  if (typeof props.title === 'string') body.unshift({ type: 'paragraph', children: [strong(`${label}: ${props.title}`)] });
  else if (first?.type === 'paragraph') body[0] = { ...first, children: [strong(`${label}:`), { type: 'text', value: ' ' }, ...first.children] } as Paragraph;
  else body.unshift({ type: 'paragraph', children: [strong(`${label}:`)] });
  return serialize({ type: 'blockquote', children: body });
};
