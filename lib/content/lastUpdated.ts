import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The last commit date (ISO 8601, UTC) of every file under `dir`, keyed by its path relative to `dir`, from ONE
 * `git log` pass (a process per page would cost seconds at a thousand pages). Along the first parents: a change made
 * on a branch dates from the merge that brought it in, when readers could first see it (and `--name-only` lists a
 * merge's files against its first parent). Outside a git work tree, or without git, the map is empty and pages simply
 * show no date.
 */
export function lastCommitDates(dir: string): Map<string, string> {
  try {
    const log = execFileSync('git', ['log', '--first-parent', '-z', '--format=%x01%cI', '--name-only', '--relative', '--', '.'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 1 << 28,
    });
    return parseGitLog(log);
  } catch {
    return new Map();
  }
}

/**
 * Each page file's last commit date by its path from the repository root ('content/a/b.mdx'), as the content store
 * keeps them. The step writes them on every run, even when nothing else changed: a commit changes dates, not bytes.
 */
export function pageFileDates(contentDir: string): Record<string, string> {
  const folder = path.basename(contentDir);
  return Object.fromEntries([...lastCommitDates(contentDir)].map(([file, date]) => [`${folder}/${file}`, date]));
}

/**
 * Reads `git log -z --format=%x01%cI --name-only`: each commit is \x01, its date, NUL, a newline and its files
 * separated by NUL, newest first, so a file's first appearance is its last change.
 */
export function parseGitLog(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const record of log.split('\x01').slice(1)) {
    const end = record.indexOf('\0');
    const date = new Date(end >= 0 ? record.slice(0, end) : record);
    if (Number.isNaN(date.getTime())) continue;
    const files =
      end >= 0
        ? record
            .slice(end + 1)
            .replace(/^\n/, '')
            .split('\0')
        : [];
    for (const file of files) if (file && !dates.has(file)) dates.set(file, date.toISOString());
  }
  return dates;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "23 November 2026" in UTC, spelled out here rather than by Intl so every build machine prints the same bytes. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
