// `npm run dev` makes Next's in-place rewrites of its prerender manifest atomic (scripts/atomicWrites.ts): the file
// is replaced by a rename, never emptied and written while a render reads it. Seen through the file's inode: a
// rename brings a new one, a rewrite in place keeps it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atomicWritesBelow } from '../../scripts/atomicWrites';

let dir = '';
let undo = () => undefined as unknown;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  fs.mkdirSync(path.join(dir, '.next', 'dev'), { recursive: true });
});
afterEach(() => {
  undo();
  fs.rmSync(dir, { recursive: true, force: true });
});

const inode = (file: string) => fs.statSync(file).ino;

describe("the dev server's prerender manifest", () => {
  test('is replaced by a rename: a reader sees the old text or the new, and no file is left beside it', async () => {
    const manifest = path.join(dir, '.next', 'dev', 'prerender-manifest.json');
    fs.writeFileSync(manifest, '{"routes":{}}');
    const before = inode(manifest);
    undo = atomicWritesBelow(path.join(dir, '.next'));
    await fs.promises.writeFile(manifest, '{"routes":{"/a":{}}}');
    expect(fs.readFileSync(manifest, 'utf8')).toBe('{"routes":{"/a":{}}}');
    expect(inode(manifest)).not.toBe(before);
    expect(fs.readdirSync(path.dirname(manifest))).toEqual(['prerender-manifest.json']);
  });

  test('other files, and the same name elsewhere, are written as before: in place', async () => {
    undo = atomicWritesBelow(path.join(dir, '.next'));
    const other = path.join(dir, '.next', 'dev', 'routes-manifest.json');
    const elsewhere = path.join(dir, 'prerender-manifest.json');
    for (const file of [other, elsewhere]) {
      fs.writeFileSync(file, '{}');
      const before = inode(file);
      await fs.promises.writeFile(file, '{"a":1}');
      expect(inode(file)).toBe(before);
      expect(fs.readFileSync(file, 'utf8')).toBe('{"a":1}');
    }
  });

  test('a write that fails leaves the manifest as it was and nothing beside it', async () => {
    const manifest = path.join(dir, '.next', 'dev', 'prerender-manifest.json');
    fs.writeFileSync(manifest, '{"routes":{}}');
    undo = atomicWritesBelow(path.join(dir, '.next'));
    // A directory where the manifest is: the rename over it fails.
    fs.rmSync(manifest);
    fs.mkdirSync(path.join(manifest, 'x'), { recursive: true });
    await expect(fs.promises.writeFile(manifest, '{}')).rejects.toThrow();
    expect(fs.readdirSync(path.dirname(manifest))).toEqual(['prerender-manifest.json']);
  });

  test('undone, writes are in place again', async () => {
    const manifest = path.join(dir, '.next', 'dev', 'prerender-manifest.json');
    fs.writeFileSync(manifest, '{}');
    atomicWritesBelow(path.join(dir, '.next'))();
    const before = inode(manifest);
    await fs.promises.writeFile(manifest, '{"b":2}');
    expect(inode(manifest)).toBe(before);
  });
});
