export interface Heading {
  depth: 2 | 3 | 4;
  text: string;
  id: string;
}

/** A page as the site knows it: what routes, the sidebar and the outputs read (the content store holds these). */
export interface Page {
  /** Route without the base path: '/' for the welcome page, '/overview/getting-started' otherwise. */
  route: string;
  slug: string[];
  /** Path of the source file relative to the repository root, for messages. */
  file: string;
  title: string;
  description?: string;
  tags: string[];
  sidebarPosition: number;
  /** When the file was last committed (ISO 8601, UTC); absent outside git or before the first commit. */
  lastUpdated?: string;
}

/** A page as parsed from its file: also its MDX body, which only the parse and the tests read. */
export interface SourcePage extends Page {
  /** MDX body without the front matter. */
  content: string;
  /** Line of the first body line in the file, so MDX errors can point at the file's own lines. */
  bodyLine: number;
}

export interface TagInfo {
  id: string;
  label: string;
  description: string;
}

/** A problem found in the content; `file` is relative to the repository root. */
export interface ContentIssue {
  file: string;
  line?: number;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'ContentError';
  }
}

export function formatIssue(issue: ContentIssue): string {
  return `${issue.file}${issue.line ? `:${issue.line}` : ''}: ${issue.message}`;
}
