import type { ComponentType } from 'react';
import { diagramComponents } from '@/components/diagrams';
import { graphqlComponents } from '@/components/graphql';
import type { MdxComponentName } from '@/lib/mdx/componentNames';
import Dehydrated from '@/components/layout/Dehydrated';
import Admonition from './Admonition';
import CodeBlock from './CodeBlock';
import { H2, H3, H4 } from './Heading';
import MdxImage from './MdxImage';
import MdxLink from './MdxLink';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes arbitrary props
type AnyComponent = ComponentType<any>;

/** Every JSX name a page may use (the type makes a missing one a compile error) plus the HTML overrides. */
const jsxComponents: Record<MdxComponentName, AnyComponent> = { Admonition, ...diagramComponents, ...graphqlComponents };

export const mdxComponents = { ...jsxComponents, Dehydrated, h2: H2, h3: H3, h4: H4, a: MdxLink, img: MdxImage, pre: CodeBlock };
