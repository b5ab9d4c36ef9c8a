// <TaskCards> around a list of links: the welcome page's cards by task. The list is the text form; on the page the
// same list is drawn as cards (its class, styled in globals.css).
import type { List } from 'mdast';
import { define } from './types';

export const TASK_CARDS_CLASS = 'task-cards';

export const TaskCards = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: ({ children }) => {
    const lists = children.filter((c): c is List => c.type === 'list');
    if (lists.length !== 1 || children.length !== 1) throw new Error('<TaskCards> holds one list of links, one card per item');
    return [{ ...lists[0], data: { ...lists[0].data, hProperties: { className: [TASK_CARDS_CLASS] } } }];
  },
});
