// <TaskCards> around a list of links: the welcome page's cards by task. The list is the text form; on the page the
// same list is drawn as cards (its class, styled in globals.css), without the ": " between a link and its description.
import type { List, ListItem, PhrasingContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { define } from './types';

export const TASK_CARDS_CLASS = 'task-cards';

/** Class of the ": " between a card's link and its description: kept in the text form, hidden on the card. */
export const TASK_CARD_SEPARATOR_CLASS = 'task-card-separator';

/**
 * A card's description is a sentence of its own ("[Approve a request](…): Approve or deny it on the Requests page."):
 * it starts with a capital and ends with a full stop, since the card shows it under the link, not after it.
 */
function checkSentence(link: string, description: string): void {
  const text = description.trim();
  if (!/^[A-Z0-9`*_]/.test(text) || !/[.!?]$/.test(text)) {
    throw new Error(`the task card "${link}" needs its description as a sentence: a capital first and a full stop last ("${text}")`);
  }
}

/** "[Link]: what it does" as the link, the separator in its own span, and the description. */
function card(item: ListItem): ListItem {
  return {
    ...item,
    children: item.children.map((block) => {
      if (block.type !== 'paragraph' || block.children[0]?.type !== 'link') return block;
      const [link, next, ...rest] = block.children;
      const match = next?.type === 'text' ? /^(:\s*)([\s\S]*)$/.exec(next.value) : null;
      if (!match) return block;
      checkSentence(mdastToString(link), match[2] + rest.map((node) => mdastToString(node)).join(''));
      const separator: PhrasingContent = {
        type: 'text',
        value: match[1],
        data: { hName: 'span', hProperties: { className: [TASK_CARD_SEPARATOR_CLASS] }, hChildren: [{ type: 'text', value: match[1] }] },
      };
      const description: PhrasingContent[] = match[2] ? [{ type: 'text', value: match[2] }] : [];
      return { ...block, children: [link, separator, ...description, ...rest] };
    }),
  };
}

export const TaskCards = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: ({ children }) => {
    const lists = children.filter((c): c is List => c.type === 'list');
    if (lists.length !== 1 || children.length !== 1) throw new Error('<TaskCards> holds one list of links, one card per item');
    const list = lists[0];
    return [{ ...list, children: list.children.map(card), data: { ...list.data, hProperties: { className: [TASK_CARDS_CLASS] } } }];
  },
});
