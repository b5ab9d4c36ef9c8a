// ARN patterns of exemptions: their shape, wildcard matching (`*` and `?`), and the identity kind an IAM ARN names.
import type { IdentityKindId } from './exemptionTypes';

export type ArnPatternCheck = { ok: true } | { ok: false; message: string };

/**
 * An ARN pattern: starts with "arn:", has the six colon-separated parts of an ARN, no spaces. `*` matches any run of
 * characters (also none) and `?` exactly one, e.g. arn:aws:iam::*:root for every root user.
 */
export function validateArnPattern(pattern: unknown): ArnPatternCheck {
  if (typeof pattern !== 'string' || pattern.trim() === '') {
    return { ok: false, message: 'Enter an ARN pattern, for example arn:aws:iam::*:root.' };
  }
  if (/\s/.test(pattern)) return { ok: false, message: 'An ARN pattern contains no spaces.' };
  if (!pattern.startsWith('arn:')) return { ok: false, message: 'An ARN pattern starts with "arn:".' };
  if (pattern.split(':').length < 6) {
    return {
      ok: false,
      message: 'An ARN has six parts separated by colons: arn:partition:service:region:account:resource.',
    };
  }
  return { ok: true };
}

/**
 * Wildcard match of a whole ARN against a pattern (`*` any run, `?` one character), case-sensitive. Iterative with
 * backtracking to the last star, so a pattern of many stars cannot blow up.
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
    } else if (p < pattern.length && (pattern[p] === '?' || pattern[p] === arn[a])) {
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

/** IAM user or role from an IAM ARN; null when the ARN does not say (SSO users are chosen by hand). */
export function inferIdentityKind(arn: string): IdentityKindId | null {
  if (/^arn:[^:]+:iam::[^:]*:user\//.test(arn)) return 'iamUser';
  if (/^arn:[^:]+:iam::[^:]*:role\//.test(arn)) return 'iamRole';
  return null;
}
