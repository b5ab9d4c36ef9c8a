// The comparison operators of the API's filters and `where` conditions, as the sandbox applies them to its example
// data. LIKE and ILIKE take SQL-style patterns: % matches any run of characters and _ exactly one.

export interface Condition {
  operator: string;
  value?: unknown;
}

function likePattern(pattern: string, flags: string): RegExp {
  const body = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${body}$`, flags);
}

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
}

/** Whether a field's value meets one condition. */
export function matches(actual: unknown, { operator, value }: Condition): boolean {
  switch (operator) {
    case 'EQ':
      return actual === value;
    case 'NEQ':
      return actual !== value;
    case 'IN_LIST':
      return Array.isArray(value) && value.includes(actual);
    case 'STARTS_WITH':
      return typeof actual === 'string' && typeof value === 'string' && actual.startsWith(value);
    case 'LIKE':
    case 'ILIKE':
      return typeof actual === 'string' && typeof value === 'string' && likePattern(value, operator === 'ILIKE' ? 'i' : '').test(actual);
    case 'GT':
      return (compare(actual, value) ?? 0) > 0;
    case 'GTE':
      return (compare(actual, value) ?? -1) >= 0;
    case 'ARRAY_CONTAINS':
      return Array.isArray(actual) && actual.includes(value);
    case 'ARRAY_NOT_EMPTY':
      return Array.isArray(actual) && actual.length > 0;
    case 'NOT_CONTAINS':
      if (Array.isArray(actual)) return !actual.includes(value);
      return typeof actual === 'string' ? !actual.includes(String(value)) : true;
    default:
      return false;
  }
}
