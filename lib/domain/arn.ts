// ARN patterns of exemptions: wildcards are allowed (`*` matches any run of characters, also none), as in
// arn:aws:iam::*:root for every root user.

export type ArnPatternCheck = { ok: true } | { ok: false; message: string };

export function validateArnPattern(pattern: unknown): ArnPatternCheck {
  return typeof pattern === 'string' && pattern.trim() !== '' ? { ok: true } : { ok: false, message: 'Enter an ARN pattern, for example arn:aws:iam::*:root.' };
}

/**
 * Wildcard match of a whole ARN against a pattern (`*` any run). Iterative with backtracking to the last star, so a
 * pattern of many stars cannot blow up.
 */
export function arnMatches(pattern: string, arn: string): boolean {
  let p = 0;
  let a = 0;
  let star = -1;
  let mark = 0;
  while (a < arn.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p;
      mark = a;
      p += 1;
    } else if (p < pattern.length && pattern[p] === arn[a]) {
      p += 1;
      a += 1;
    } else if (star !== -1) {
      p = star + 1;
      mark += 1;
      a = mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
}
