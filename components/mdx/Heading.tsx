import { Children, type ComponentProps, type ReactNode } from 'react';
import Breakable from '@/components/shared/Breakable';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

function makeHeading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    return (
      <Tag id={id} {...rest}>
        {/* A long API name wraps between its words, never mid-word, on a narrow screen. */}
        {Children.map(children, (child) => (typeof child === 'string' ? <Breakable text={child} /> : child))}
        {id ? (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`}>
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

export const H2 = makeHeading('h2');
export const H3 = makeHeading('h3');
export const H4 = makeHeading('h4');
