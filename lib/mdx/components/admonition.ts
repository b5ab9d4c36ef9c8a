// `:::kind[Title]` blocks (remarkAdmonitions makes them <Admonition>): on the page a labelled box, as text a blockquote
// that names its kind: "> **Warning:** …" or "> **Warning: Title**" then the text.
import type { BlockContent, Paragraph } from 'mdast';
import { ADMONITION_KINDS, ADMONITION_LABELS, isAdmonitionKind } from '../remarkAdmonitions';
import { paragraph, strong, text } from './mdast';
import { define } from './types';

export const Admonition = define({
  kind: 'static',
  page: 'original',
  props: { kind: { required: true, values: ADMONITION_KINDS }, title: {} },
  text: ({ props, children }) => {
    const label = isAdmonitionKind(props.kind) ? ADMONITION_LABELS[props.kind] : ADMONITION_LABELS.note;
    const body = [...children] as BlockContent[];
    const first = body[0];
    if (props.title) body.unshift(paragraph([strong(`${label}: ${props.title}`)]));
    else if (first?.type === 'paragraph') body[0] = { ...first, children: [strong(`${label}:`), text(' '), ...first.children] } as Paragraph;
    else body.unshift(paragraph([strong(`${label}:`)]));
    return [{ type: 'blockquote', children: body }];
  },
});
