// How the page renders its tree (lib/mdx/render.ts): the React component of every component the registry says the
// page renders (lib/mdx/components: the type check fails when one is missing), plus the HTML elements the site draws
// its own way (headings with anchors, links, images, code blocks).
import { ExemptionTester, PendingChangesSimulator, SlackConsole, StateDiagram, TeamsConsole, WebhookChecker } from '@/components/diagrams';
import { ApiName, GraphQLOperations, GraphQLSample } from '@/components/graphql';
import StaticRegion from '@/components/shared/StaticRegion';
import type { RenderedName } from '@/lib/mdx/components';
import Admonition from './Admonition';
import CodeBlock from './CodeBlock';
import CodeTabs from './CodeTabs';
import { H2, H3, H4 } from './Heading';
import MdxImage from './MdxImage';
import MdxLink from './MdxLink';

// Each component takes its own props: the tree's attributes were checked against its definition when it was parsed.
const registered = {
  Admonition,
  CodeTabs,
  StateDiagram,
  ExemptionTester,
  PendingChangesSimulator,
  SlackConsole,
  TeamsConsole,
  WebhookChecker,
  GraphQLOperations,
  GraphQLSample,
  ApiName,
} satisfies Record<RenderedName, unknown>;

export const renders = { ...registered, StaticRegion, h2: H2, h3: H3, h4: H4, a: MdxLink, img: MdxImage, pre: CodeBlock };
