// The writer's loop under `npm run dev` (bench/devLoop.mjs drives it in a copy of the project): a saved edit shows in
// the open tab by itself, a new page answers its first request, a page with a mistake shows the mistake (file, line,
// what is wrong) while the other pages keep working, its fix shows in the tab by itself, and "View as Markdown" and
// Copy page work.
import { devLoop } from '../../bench/devLoop.mjs';

describe('npm run dev', () => {
  test('updates the open page, serves a new page, isolates a broken one and serves the Markdown copy', async () => {
    const result = await devLoop(process.cwd());
    // The edit reached the open tab without a reload (devLoop waited for it in the page itself).
    expect(result.reloaded).toBe(false);
    expect(result.added).toMatchObject({ status: 200, text: expect.stringContaining('Added while writing') });
    // The mistake is an unclosed quote on line 2 of the file: the page says so, by file and line.
    expect(result.broken.text).toContain('This page has a mistake');
    expect(result.broken.text).toContain(
      'content/overview/dev-loop-added.mdx:2: front matter is not valid YAML: the double quote opened on this line is never closed',
    );
    expect(result.other).toBe(200);
    expect(result.fixed).toMatchObject({ status: 200, text: expect.stringContaining('Fixed while writing') });
    expect(result.markdown).toMatchObject({ status: 200, type: 'text/markdown; charset=utf-8', text: expect.stringMatching(/^# Getting Started\n/) });
    expect(result.markdown.text).toContain(result.marker);
    expect(result.copied).toBe(result.markdown.text);
  }, 600_000);
});
