// The export's inline scripts, as Next's compiler wrote them: each uses only its own names and the allowed globals,
// and runs to its end in a context that has nothing else (tests/inlineScripts.ts). The payload's pushes are the
// rewrite's to check (scripts/flight.ts); React's streaming instructions ($RC, $RB, ...) are checked against its own
// names.
import fs from 'node:fs';
import path from 'node:path';
import { INLINE_GLOBALS } from '@/lib/browser/inlineScripts';
import { listFiles } from '@/lib/files';
import { inlineScriptProblems } from '../inlineScripts';

/** React's streaming runtime: its instruction names, and the browser globals it uses. */
const REACT_NAME = /\$R[A-Z]\b/g;
const REACT_GLOBALS = ['performance', 'setTimeout', 'requestAnimationFrame'];

/** Every distinct attribute-less inline script of the export, with the first page that has it. */
function inlineScripts(): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const file of listFiles('out').filter((f) => f.endsWith('.html')))
    for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g))
      if (!text.includes('__next_f') && !scripts.has(text)) scripts.set(text, path.relative('out', file));
  return scripts;
}

const scripts = inlineScripts();

test("the export's inline scripts include every registered function's", () => {
  // The theme choice, the sidebar, the code tabs and the landed section, each compiled by Next.
  const texts = [...scripts.keys()];
  for (const used of ['localStorage', 'sessionStorage', 'data-code-tabs', 'location.hash']) expect(texts.some((t) => t.includes(used))).toBe(true);
  expect(scripts.size).toBeGreaterThanOrEqual(10);
});

test.each([...scripts].map(([text, page]) => [page, text.slice(0, 40), text]))('%s: %s… uses no outside name and runs', (_page, _start, text) => {
  const react = new Set(text.match(REACT_NAME) ?? []);
  const allowed = react.size > 0 ? new Set([...INLINE_GLOBALS, ...REACT_GLOBALS, ...react]) : INLINE_GLOBALS;
  expect(inlineScriptProblems(text, allowed)).toEqual([]);
});
