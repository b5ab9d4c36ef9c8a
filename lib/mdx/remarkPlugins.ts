import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import { remarkAdmonitions } from './remarkAdmonitions';
import { remarkHeadingIds } from './headingIds';

/** The one list of remark plugins, shared by page rendering and by content analysis (TOC, links, search text). */
export const remarkPlugins = [remarkGfm, remarkDirective, remarkAdmonitions, remarkHeadingIds];
