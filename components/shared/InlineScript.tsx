// The page's inline scripts are typed functions from lib/browser, inlined with their own source text (as next-themes
// does) and called with JSON arguments, so what runs before any bundle is the same code the modules run after load.
// Such a function must be self-contained: it may use only its parameters and the browser's globals, never an import
// or a constant of its module (the bundler renames those, and the inlined copy would not find them). An argument may
// itself be such a function: it is inlined the same way, so two functions can share one without importing it.
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Arg = Json | ((...args: never[]) => unknown);

/** `fn(...args)` as the text of a script: JSON (with `<` escaped, so no `</script>` can close it) or function source. */
export function inlineScript<A extends Arg[]>(fn: NoInfer<(...args: A) => unknown>, ...args: A): string {
  const text = args.map((arg) => (typeof arg === 'function' ? `(${arg.toString()})` : JSON.stringify(arg).replace(/</g, '\\u003c'))).join(',');
  return `(${fn.toString()})(${text})`;
}

/** A `<script>` that runs `fn(...args)` where the parser meets it. */
export default function InlineScript<A extends Arg[]>({ fn, args }: { fn: NoInfer<(...args: A) => unknown>; args: [...A] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the source of one of the site's own functions, with JSON arguments
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(fn, ...args) }} />;
}
