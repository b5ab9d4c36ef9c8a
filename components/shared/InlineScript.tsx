// The page's inline scripts are typed functions from lib/browser, inlined with their own source text (as next-themes
// does) and called with JSON arguments, so what runs before any bundle is the same code the modules run after load.
// Such a function must be self-contained: it may use only its parameters and the browser's globals, never an import
// or a constant of its module (the bundler renames those, and the inlined copy would not find them).
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `fn(...args)` as the text of a script: the arguments as JSON, with `<` escaped so no `</script>` can close it. */
export function inlineScript<A extends Json[]>(fn: NoInfer<(...args: A) => void>, ...args: A): string {
  const json = args.map((arg) => JSON.stringify(arg).replace(/</g, '\\u003c')).join(',');
  return `(${fn.toString()})(${json})`;
}

/** A `<script>` that runs `fn(...args)` where the parser meets it. */
export default function InlineScript<A extends Json[]>({ fn, args }: { fn: NoInfer<(...args: A) => void>; args: [...A] }) {
  return <script dangerouslySetInnerHTML={{ __html: inlineScript(fn, ...args) }} />;
}
