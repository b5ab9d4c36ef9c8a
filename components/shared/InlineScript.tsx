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
  return `(${fn.toString()})(${text})`;
}

/** A `<script>` that runs `fn(...args)` where the parser meets it. */
export default function InlineScript<A extends Arg[]>({ fn, args }: { fn: NoInfer<(...args: A) => unknown>; args: [...A] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the source of one of the site's own functions, with JSON arguments
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(fn, ...args) }} />;
}
