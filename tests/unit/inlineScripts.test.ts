// The scripts the pages inline run from their own source text: each registered function may use only its parameters
// and the allowed globals, and each script as emitted runs to its end in a context that has nothing else. The same
// check reads the export's inline scripts, as Next's compiler wrote them, in tests/browser/inline-scripts.test.ts.
import { inlineScript } from '@/components/shared/InlineScript';
import { ANNOUNCEMENT_KEY, watchAnnouncement } from '@/lib/browser/announcement';
import { showBaseUrlIssue } from '@/lib/browser/baseUrl';
import { CODE_TAB_KEY, followCodeTabs, showCodeTab } from '@/lib/browser/codeTabs';
import { awaitPageText } from '@/lib/browser/firstPaint';
import { INLINE_FUNCTIONS, INLINE_GLOBALS } from '@/lib/browser/inlineScripts';
import { watchLoadFailures } from '@/lib/browser/loadFailure';
import { restoreSidebar, SIDEBAR_MEMORY_KEY } from '@/lib/browser/sidebarMemory';
import { watchSidebarVisibility } from '@/lib/browser/sidebarVisibility';
import { markThemeChoice, THEME_KEY } from '@/lib/browser/themeChoice';
import { markLandedSection } from '@/lib/browser/tocLanding';
import { freeNames, inlineScriptProblems } from '../inlineScripts';

// Each registered function as the pages call it (the arguments' shapes; the export test reads the real ones).
const CALLS: [(...args: never[]) => unknown, string][] = [
  [markThemeChoice, inlineScript(markThemeChoice, THEME_KEY)],
  [watchLoadFailures, inlineScript(watchLoadFailures, '/cpf-public/_next/', 'load-failure', 'Loading chunk \\S+ failed')],
  [showBaseUrlIssue, inlineScript(showBaseUrlIssue, '/cpf-public', 'base-url-banner')],
  [restoreSidebar, inlineScript(restoreSidebar, SIDEBAR_MEMORY_KEY)],
  [watchSidebarVisibility, inlineScript(watchSidebarVisibility, SIDEBAR_MEMORY_KEY)],
  [watchAnnouncement, inlineScript(watchAnnouncement, ANNOUNCEMENT_KEY, 'announcement-1')],
  [followCodeTabs, inlineScript(followCodeTabs, showCodeTab, CODE_TAB_KEY)],
  [showCodeTab, inlineScript(showCodeTab, CODE_TAB_KEY)],
  [awaitPageText, inlineScript(awaitPageText, 'doc-text')],
  [markLandedSection, inlineScript(markLandedSection)],
];

describe('inlined functions', () => {
  test('every registered function is called here, and nothing else', () => {
    expect(new Set(CALLS.map(([fn]) => fn))).toEqual(new Set(INLINE_FUNCTIONS));
  });

  test.each(CALLS.map(([fn, text]) => [fn.name, fn, text] as const))(
    '%s uses only its parameters and the allowed globals, and runs as emitted',
    (_name, fn, text) => {
      expect(freeNames(`(${fn.toString()})`).filter((name) => !INLINE_GLOBALS.has(name))).toEqual([]);
      expect(inlineScriptProblems(text, INLINE_GLOBALS)).toEqual([]);
    },
  );
});

// A function written as the registered ones are, but reaching for a constant of its module.
const SUFFIX = '-seen';
function usesItsModule(key: string): void {
  document.documentElement.dataset.mark = key + SUFFIX;
}
function readsAGlobalItShouldNot(): void {
  document.title = String(name);
}

describe('the check', () => {
  test('fails on a function that uses a name from outside it, naming the name', () => {
    expect(freeNames(`(${usesItsModule.toString()})`)).toEqual(['SUFFIX', 'document']);
    const problems = inlineScriptProblems(`(${usesItsModule.toString()})("k")`, INLINE_GLOBALS);
    expect(problems).toEqual([
      'uses "SUFFIX", which is neither its own nor an allowed global',
      expect.stringMatching(/^stops on ReferenceError: SUFFIX is not defined/),
    ]);
  });

  test('fails on a browser global that is not allowed (window.name read as a bare name)', () => {
    expect(inlineScriptProblems(`(${readsAGlobalItShouldNot.toString()})()`, INLINE_GLOBALS)).toContain(
      'uses "name", which is neither its own nor an allowed global',
    );
  });

  test('reads scoping as JavaScript does: parameters, locals, catch bindings, destructuring and hoisted functions are its own', () => {
    const text = `(function (a, { b }) { try { later(a, b); } catch (e) { return [e, ...arguments]; } function later(x, [y] = []) { const z = { x, y }; return z; } })`;
    expect(freeNames(text)).toEqual([]);
    expect(freeNames('(() => { let shadow = 1; { const other = shadow; } return other; })')).toEqual(['other']);
  });

  test('inlining a function that is not registered is refused, naming it', () => {
    expect(() => inlineScript(usesItsModule, 'k')).toThrow(/usesItsModule is inlined as a script but not listed in lib\/browser\/inlineScripts\.ts/);
  });
});
