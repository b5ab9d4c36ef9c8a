// The writer's loop: under `npm run dev` an edit, a new page, a broken front matter and its fix each show on a later
// request without restarting the server, and the broken page's error names its file and line.
import { devLoop } from '../../bench/devLoop.mjs';

describe('npm run dev', () => {
  test('serves an edit, a new page, a front matter error naming file and line, and the fix', async () => {
    const result = await devLoop(process.cwd());
    // devLoop fails unless each change is served within its generous bound (two minutes a step); what is left to
    // check is what the broken page's error said: the file and the line of the bad field.
    // (The dev server's error page carries the message inside a JSON string, so its quotes may be escaped.)
    expect(result.errorPage).toContain('content/overview/dev-loop-added.mdx:4: front matter field');
    expect(result.errorPage).toMatch(/sidebar_position[\\"]* must be a number/);
  }, 600_000);
});
