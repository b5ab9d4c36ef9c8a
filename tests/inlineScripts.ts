// Checks the scripts the pages inline (components/shared/InlineScript.tsx): such a script runs from its own source
// text, so it may use only its parameters and the browser globals of INLINE_GLOBALS. A name from its module (an
// import, a constant, a helper) type-checks in the module and breaks only the inlined copy, so the unit test checks
// every registered function and the build test every inline script of the export, which is what Next's compiler
// emitted. Shared by tests/unit/inlineScripts.test.ts and tests/browser/inline-scripts.test.ts.
import vm from 'node:vm';
import ts from 'typescript';

/**
 * Every name a script's text uses without declaring it: TypeScript's own scoping (parameters, hoisting, destructuring,
 * catch clauses, shorthand properties), read from its "cannot find name" diagnostics with no library loaded, so every
 * global is such a name.
 */
export function freeNames(text: string): string[] {
  const file = 'inline.js';
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const options: ts.CompilerOptions = { noLib: true, allowJs: true, checkJs: true, noEmit: true, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name) => (name === file ? source : undefined);
  host.fileExists = (name) => name === file;
  host.readFile = (name) => (name === file ? text : undefined);
  const program = ts.createProgram({ rootNames: [file], options, host });
  const syntax = program.getSyntacticDiagnostics(source);
  if (syntax.length > 0) throw new SyntaxError(ts.flattenDiagnosticMessageText(syntax[0].messageText, '\n'));
  const names = new Set<string>();
  for (const d of program.getSemanticDiagnostics(source)) {
    if (d.start === undefined || !/^Cannot find name '/.test(ts.flattenDiagnosticMessageText(d.messageText, '\n'))) continue;
    names.add(text.slice(d.start, d.start + (d.length ?? 0)));
  }
  return [...names].sort();
}

/**
 * A stand-in for every browser global: any property, call or construction gives another stand-in, so a script runs
 * to its end as far as the browser's answers allow, and only a name that is no global at all stops it.
 */
function standIn(): unknown {
  const target = () => undefined;
  const proxy: unknown = new Proxy(target, {
    get: (_t, key) => {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === Symbol.iterator) return function* () {};
      if (key === 'then') return undefined;
      return proxy;
    },
    set: () => true,
    has: () => true,
    apply: () => proxy,
    construct: () => proxy as object,
  });
  return proxy;
}

/**
 * Runs a script's text in a context whose only globals are `allowed` (each a stand-in) and JavaScript's own; returns
 * the error it stopped on, if any. A name outside `allowed` is a ReferenceError here, as in a page where it is not.
 */
export function evaluateScript(text: string, allowed: Iterable<string>): Error | undefined {
  const context = vm.createContext({});
  const own = vm.runInContext('globalThis', context) as Record<string, unknown>;
  for (const name of allowed) if (!(name in own)) own[name] = standIn();
  try {
    vm.runInContext(text, context, { timeout: 1000 });
    return undefined;
  } catch (error) {
    return error as Error;
  }
}

/**
 * What is wrong with an inline script's text, if anything: each name that is neither its own nor in `allowed`, and
 * the error its evaluation stopped on.
 */
export function inlineScriptProblems(text: string, allowed: ReadonlySet<string>): string[] {
  const outside = freeNames(text).filter((name) => !allowed.has(name));
  const problems = outside.map((name) => `uses "${name}", which is neither its own nor an allowed global`);
  const error = evaluateScript(text, allowed);
  if (error) problems.push(`stops on ${error.name}: ${error.message}`);
  return problems;
}
