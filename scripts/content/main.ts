// `npm run content` (and the first half of `npm run build`): builds the content store, or says it is up to date.
// Exits 1 naming every file and line with an error.
import { ContentError } from '../../lib/content/types';
import { buildContentStore } from './build';

try {
  const result = await buildContentStore();
  const seconds = (result.ms / 1000).toFixed(1);
  console.log(result.reused ? `content: up to date (${result.pages} pages, ${seconds} s)` : `content: ${result.pages} pages compiled in ${seconds} s`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`content: the build stops on ${error.issues.length} error${error.issues.length === 1 ? '' : 's'}:\n${error.message}`);
  process.exitCode = 1;
}
