import InlineScript from '@/components/shared/InlineScript';
import { awaitPageText } from '@/lib/browser/firstPaint';

/**
 * The id of the start of a page's text (on a doc page the Markdown after its page head, elsewhere the title): the
 * layout's first paint waits until it is parsed, so nothing above it is painted half-built.
 */
export const DOC_TEXT_ID = 'doc-text';

/** In <head>, before anything is painted: the wait for the page's text (lib/browser/firstPaint.ts). */
export function FirstPaintScript() {
  return <InlineScript fn={awaitPageText} args={[DOC_TEXT_ID]} head />;
}
