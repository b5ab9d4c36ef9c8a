// Parse step: every component a page uses is checked against the registry (components/index.ts) and given its text
// form. A reference table or the task cards become plain Markdown nodes in place; any other component keeps its node,
// whose children become its text form (the author's own children are kept in `data.original` for the page). So the
// page, its Markdown copy, llms.txt, search and the table of contents all read one tree. An unknown component, a
// missing or unknown attribute, or a value the component does not take fails the build naming the line.
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { COMPONENTS, componentDef } from './components';
import type { ComponentDef } from './components/types';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export interface ComponentData {
  /** The author's children, for components whose page renders them (admonitions, GraphQL samples). */
  original?: RootContent[];
}

function isJsx(node: RootContent): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The element's attributes as checked props; fails the file, naming the attribute, for anything the def does not take. */
function propsOf(element: JsxElement, def: ComponentDef, file: VFile): Record<string, string> {
  const props: Record<string, string> = {};
  const name = element.name ?? '';
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') file.fail(`<${name}>: write each attribute out (no spread)`, element.position, 'components:spread');
    else if (!Object.hasOwn(def.props, attribute.name)) {
      file.fail(
        `<${name}> has no attribute "${attribute.name}" (it takes: ${Object.keys(def.props).join(', ') || 'none'})`,
        element.position,
        'components:attribute',
      );
    } else if (typeof attribute.value !== 'string') {
      file.fail(`<${name} ${attribute.name}={…}>: give the attribute a plain string`, element.position, 'components:expression');
    } else {
      const allowed = def.props[attribute.name].values;
      if (allowed && !allowed.includes(attribute.value)) {
        file.fail(`<${name} ${attribute.name}="${attribute.value}">: use one of ${allowed.join(', ')}`, element.position, 'components:value');
      }
      props[attribute.name] = attribute.value;
    }
  }
  for (const [prop, spec] of Object.entries(def.props)) {
    if (spec.required && props[prop] === undefined) file.fail(`<${name}> needs the attribute ${prop}`, element.position, 'components:required');
  }
  return props;
}

/** Children first, so a component's text form is built from children that are expanded already. */
function expand(nodes: RootContent[], file: VFile): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    if ('children' in node) (node as { children: RootContent[] }).children = expand(node.children as RootContent[], file);
    if (!isJsx(node) || !node.name || /^[a-z]/.test(node.name)) return [node];
    const def = componentDef(node.name);
    if (!def) {
      return file.fail(`unknown component <${node.name}> (a page may use: ${Object.keys(COMPONENTS).join(', ')})`, node.position, 'components:unknown');
    }
    const props = propsOf(node, def, file);
    // What the page's text forms were made from: the content step keys its cache on these components' code.
    file.data.components = [...((file.data.components as { name: string; props: Record<string, string> }[] | undefined) ?? []), { name: node.name, props }];
    let form: RootContent[];
    try {
      form = def.text({ props, children: node.children }) as RootContent[];
    } catch (error) {
      return file.fail(`<${node.name}>: ${(error as Error).message}`, node.position, 'components:text');
    }
    if (def.kind === 'markdown') return form;
    const data: ComponentData = def.page === 'original' ? { original: node.children as RootContent[] } : {};
    return [{ ...node, children: form, data: { ...node.data, ...data } } as JsxElement];
  });
}

export function remarkComponents() {
  return (tree: Root, file: VFile) => {
    tree.children = expand(tree.children, file) as Root['children'];
  };
}
