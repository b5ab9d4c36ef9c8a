// The page's inline scripts are typed functions from lib/browser, inlined with their own source text (as next-themes
// does) and called with JSON arguments, so what runs before any bundle is the same code the modules run after load.
// Such a function must be self-contained: it may use only its parameters and the browser's globals, never an import
// or a constant of its module (the bundler renames those, and the inlined copy would not find them). An argument may
// itself be such a function: it is inlined the same way, so two functions can share one without importing it. Every
// such function is listed in lib/browser/inlineScripts.ts, which the tests check name by name.
import { INLINE_FUNCTIONS } from '@/lib/browser/inlineScripts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Arg = Json | ((...args: never[]) => unknown);

/** `fn(...args)` as the text of a script: JSON (with `<` escaped, so no `</script>` can close it) or function source. */
export function inlineScript<A extends Arg[]>(fn: NoInfer<(...args: A) => unknown>, ...args: A): string {
  for (const f of [fn, ...args])
    if (typeof f === 'function' && !INLINE_FUNCTIONS.has(f))
      throw new Error(
        `${f.name || 'a function'} is inlined as a script but not listed in lib/browser/inlineScripts.ts, whose tests check it uses no outside name`,
      );
  const text = args.map((arg) => (typeof arg === 'function' ? `(${arg.toString()})` : JSON.stringify(arg).replace(/</g, '\\u003c'))).join(',');
  const script = `(${fn.toString()})(${text})`;
  if (/<\/script/i.test(script)) throw new Error(`${fn.name}: its source holds "</script", which would end the inline script early`);
  return script;
}

/**
 * A `<script>` that runs `fn(...args)` where the parser meets it. In the body it is written inside a hidden element, as
 * that element's HTML: the browser runs it when it parses the page, and when React creates the tree on the client
 * (the dev server refreshing a page after a save) it sets that HTML, which runs nothing and is no `<script>` element
 * of React's own (React warns of those: they never run when created on the client). `head` writes the bare element,
 * for the document's <head>, which the page never creates again.
 */
export default function InlineScript<A extends Arg[]>({ fn, args, head = false }: { fn: NoInfer<(...args: A) => unknown>; args: [...A]; head?: boolean }) {
  const text = inlineScript(fn, ...args);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the source of one of the site's own functions, with JSON arguments
  if (head) return <script dangerouslySetInnerHTML={{ __html: text }} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the same script, as the hidden element's HTML
  return <div hidden data-inline-script="" dangerouslySetInnerHTML={{ __html: `<script>${text}</script>` }} />;
}
