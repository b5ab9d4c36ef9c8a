import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatLongDate, lastCommitDates, pageFileDates, parseGitLog } from '@/lib/content/lastUpdated';
import { getContent } from '@/lib/content';
import { tempDir } from '../tempDirs';

describe('last updated dates', () => {
  test('one git log pass: each file gets its newest commit, in UTC', () => {
    const log = '\x012026-11-23T00:30:00+01:00\0\na.mdx\0b/c.mdx\0\x012026-10-01T12:00:00+00:00\0\na.mdx\0d.mdx\0';
    expect(Object.fromEntries(parseGitLog(log))).toEqual({
      'a.mdx': '2026-11-22T23:30:00.000Z',
      'b/c.mdx': '2026-11-22T23:30:00.000Z',
      'd.mdx': '2026-10-01T12:00:00.000Z',
    });
  });

  test('are written as "23 November 2026" in UTC', () => {
    expect(formatLongDate('2026-11-23T09:00:00.000Z')).toBe('23 November 2026');
    expect(formatLongDate('2026-11-23T00:30:00+01:00')).toBe('22 November 2026');
  });

  test('outside a git work tree there are none, and nothing fails', () => {
    const dir = tempDir('bulwark-nogit-');
    fs.writeFileSync(path.join(dir, 'a.mdx'), '# A');
    expect(lastCommitDates(dir).size).toBe(0);
  });

  test('in a repository they are the commit dates, and uncommitted files have none', () => {
    const dir = tempDir('bulwark-git-');
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: dir,
        stdio: 'ignore',
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@example.test',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@example.test',
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
        },
      });
    git(['init', '-q'], '2026-01-01T00:00:00Z');
    fs.mkdirSync(path.join(dir, 'content', 'sub'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content', 'a.mdx'), '1');
    fs.writeFileSync(path.join(dir, 'content', 'sub', 'b.mdx'), '1');
    git(['add', '.'], '2026-01-01T00:00:00Z');
    git(['commit', '-q', '-m', 'one'], '2026-03-04T05:06:07Z');
    fs.writeFileSync(path.join(dir, 'content', 'a.mdx'), '2');
    git(['commit', '-q', '-am', 'two'], '2026-05-06T07:08:09Z');
    fs.writeFileSync(path.join(dir, 'content', 'new.mdx'), 'draft');
    const dates = lastCommitDates(path.join(dir, 'content'));
    expect(Object.fromEntries(dates)).toEqual({ 'a.mdx': '2026-05-06T07:08:09.000Z', 'sub/b.mdx': '2026-03-04T05:06:07.000Z' });
    // By the page files' paths from the repository root, as the content store keeps them (written on every run of the
    // content step, so a commit that changes no bytes still moves the date).
    git(['commit', '-q', '--allow-empty', '-m', 'three'], '2026-07-08T09:10:11Z');
    fs.writeFileSync(path.join(dir, 'content', 'a.mdx'), '3');
    git(['commit', '-q', '-am', 'four'], '2026-08-09T10:11:12Z');
    const byFile = pageFileDates(path.join(dir, 'content'));
    expect([byFile['content/a.mdx'], byFile['content/new.mdx']]).toEqual(['2026-08-09T10:11:12.000Z', undefined]);
    // A change made on a branch dates from the merge that brought it to the main line.
    const main = execFileSync('git', ['branch', '--show-current'], { cwd: dir, encoding: 'utf8' }).trim();
    git(['checkout', '-q', '-b', 'side'], '2026-09-01T00:00:00Z');
    fs.writeFileSync(path.join(dir, 'content', 'sub', 'b.mdx'), '2');
    git(['commit', '-q', '-am', 'on a branch'], '2026-09-01T00:00:00Z');
    git(['checkout', '-q', main], '2026-09-01T00:00:00Z');
    git(['merge', '-q', '--no-ff', '-m', 'merge', 'side'], '2026-10-02T03:04:05Z');
    expect(lastCommitDates(path.join(dir, 'content')).get('sub/b.mdx')).toBe('2026-10-02T03:04:05.000Z');
  });

  test('the site pages carry the date git gives for their file', () => {
    const page = getContent().pages.find((p) => p.route === '/permissions-firewall/services/regions')!;
    const expected = execFileSync('git', ['log', '--first-parent', '-1', '--format=%cI', '--', page.file], { encoding: 'utf8' }).trim();
    expect(page.lastUpdated && Date.parse(page.lastUpdated)).toBe(Date.parse(expected));
  });
});
