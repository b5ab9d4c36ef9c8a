// A reference table as plain data: the server components render it as HTML and lib/domain/markdown renders the same
// data as a GFM table, so a page and its Markdown copy cannot say different things.

export interface DocTable {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Sentences that belong under the table. */
  notes?: string[];
}

function cell(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** The table as GitHub-flavoured Markdown: caption in bold, header, rows, then notes as a list. */
export function docTableMarkdown(table: DocTable): string {
  const lines = [
    `**${cell(table.caption)}**`,
    '',
    `| ${table.columns.map(cell).join(' | ')} |`,
    `| ${table.columns.map(() => '---').join(' | ')} |`,
    ...table.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
  if (table.notes?.length) lines.push('', ...table.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

/** "1 account", "2 accounts". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
