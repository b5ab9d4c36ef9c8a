// `npm run content` (and the first part of `npm run build`): builds the content store, or says it is up to date, and
// what it took from the cache. Exits 1 naming every file and line with an error.
import { ContentError } from '../../lib/content/types';
import { buildContentStore } from './build';
import { searchedNote } from './choices';

try {
  const result = await buildContentStore();
  const seconds = (result.ms / 1000).toFixed(1);
  if (result.reused) console.log(`content: up to date, no page compiled (${result.pages} pages, ${seconds} s)`);
  else {
    const { compiled, pages, diagrams, images } = result;
    console.log(
      `content: ${pages} pages in ${seconds} s: ${compiled.length} compiled, ${pages - compiled.length} from the cache; ` +
        `${diagrams.laidOut} of ${diagrams.total} diagrams laid out${searchedNote(diagrams.searched)}, ${images.drawn} of ${images.total} link-preview images drawn`,
    );
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`content: the build stops on ${error.issues.length} error${error.issues.length === 1 ? '' : 's'}:\n${error.message}`);
  process.exitCode = 1;
}
