import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moveMarkdownFiles } from '../../../scripts/markdown-files.mjs';

describe('postbuild: Markdown copies', () => {
  test('move from the staging folder to <route>.md beside each page folder', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bulwark-out-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), text);
    };
    write('markdown/index.md', '# Welcome');
    write('markdown/a/b.md', '# B');
    write('a/b/index.html', '<html>');
    expect(moveMarkdownFiles(out)).toBe(2);
    expect(fs.readFileSync(path.join(out, 'index.md'), 'utf8')).toBe('# Welcome');
    expect(fs.readFileSync(path.join(out, 'a', 'b.md'), 'utf8')).toBe('# B');
    expect(fs.existsSync(path.join(out, 'a', 'b', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'markdown'))).toBe(false);
    expect(moveMarkdownFiles(out)).toBe(0);
  });
});
