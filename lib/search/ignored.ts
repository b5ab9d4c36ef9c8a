/**
 * The spec's rule, decided here for the engine, the search box and the results page alike: input that begins with
 * whitespace (or is empty) is ignored and clears the suggestions. No dependency, so a page can import it for free.
 */
export function isIgnoredInput(input: unknown): boolean {
  return typeof input !== 'string' || input.length === 0 || /^\s/u.test(input);
}
