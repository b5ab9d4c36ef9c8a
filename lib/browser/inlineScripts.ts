// Every function the pages inline as a <script> (components/shared/InlineScript.tsx), and the globals such a function
// may use. An inlined function runs from its own source text, so beyond its parameters it may use only these names: a
// name from its module (an import, a constant, a helper) type-checks there and breaks only the inlined copy.
// inlineScript() refuses a function that is not listed here, and tests/unit/inlineScripts.test.ts checks each listed
// one against INLINE_GLOBALS (tests/browser/inline-scripts.test.ts does the same for the scripts in the export).
import { watchAnnouncement } from './announcement';
import { showBaseUrlIssue } from './baseUrl';
import { followCodeTabs, showCodeTab } from './codeTabs';
import { awaitPageText } from './firstPaint';
import { watchLoadFailures } from './loadFailure';
import { restoreSidebar } from './sidebarMemory';
import { watchSidebarVisibility } from './sidebarVisibility';
import { markThemeChoice } from './themeChoice';
import { markLandedSection } from './tocLanding';

export const INLINE_FUNCTIONS: ReadonlySet<(...args: never[]) => unknown> = new Set([
  markThemeChoice,
  watchLoadFailures,
  showBaseUrlIssue,
  restoreSidebar,
  watchSidebarVisibility,
  watchAnnouncement,
  showCodeTab,
  followCodeTabs,
  awaitPageText,
  markLandedSection,
]);

/** The globals an inlined function may name: the browser's objects it reads, and JavaScript's own. */
export const INLINE_GLOBALS: ReadonlySet<string> = new Set([
  // The browser's
  'window',
  'document',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'getComputedStyle',
  'MutationObserver',
  'Node',
  // JavaScript's
  'Array',
  'Boolean',
  'Error',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'RegExp',
  'Set',
  'String',
  'decodeURIComponent',
  'encodeURIComponent',
  'undefined',
]);
