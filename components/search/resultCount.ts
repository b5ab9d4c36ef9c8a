/** "1 result", "12 results": the count the box and the results page both show. */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}
