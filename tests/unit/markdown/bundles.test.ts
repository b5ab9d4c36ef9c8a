import fs from 'node:fs';
import path from 'node:path';
import { buildSearchIndex, searchIndexFiles } from '@/lib/search/build';
import { SEARCH_MANIFEST_FILE } from '@/lib/search/format';
import { SEARCH_BUNDLE, searchIndexBundle } from '@/lib/search/fromContent';
import { unpackBundles } from '@/lib/bundle';
import { recordsFrom } from '../search/fixtures';
import { tempDir } from '../tempDirs';

const tempOut = () => tempDir('bulwark-out-');

describe('postbuild: bundles', () => {
  const write = (out: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), text);
  };

  test('each file of a bundle lands at its path below the export; the bundle and the folders it leaves empty go', () => {
    const out = tempOut();
    write(out, 'parts/index.bundle.json', JSON.stringify({ files: { 'index.json': '{}', 'a/b.json': '[]' } }));
    write(out, 'a/b/index.html', '<html>');
    expect(unpackBundles(out)).toBe(2);
    expect(fs.readFileSync(path.join(out, 'index.json'), 'utf8')).toBe('{}');
    expect(fs.readFileSync(path.join(out, 'a', 'b.json'), 'utf8')).toBe('[]');
    expect(fs.existsSync(path.join(out, 'a', 'b', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'parts'))).toBe(false);
    expect(unpackBundles(out)).toBe(0);
  });

  test('a bundle naming a path outside the export is refused, naming the bundle and the path', () => {
    const out = tempOut();
    write(out, 'parts/index.bundle.json', JSON.stringify({ files: { '../escape.json': 'x' } }));
    expect(() => unpackBundles(out)).toThrow('parts/index.bundle.json: "../escape.json" leaves the export');
    expect(fs.existsSync(path.join(out, '..', 'escape.md'))).toBe(false);
  });
});

describe('postbuild: the search index bundle', () => {
  test('unpacks to the files the dev server serves one by one, the manifest among them', () => {
    const pages = ['zombie identities are quarantined', 'regions can be disabled', 'webhooks send events'].map((text, i) => ({
      route: `/p${i}`,
      title: `Page ${i}`,
      mdx: `${text}\n\n## Part\n\n${text} again`,
    }));
    const files = searchIndexFiles(buildSearchIndex(recordsFrom(pages), { shardBytes: 60, externalFragments: true }));
    expect(files.size).toBeGreaterThan(3);
    const out = tempOut();
    fs.mkdirSync(path.join(out, 'search-index'));
    fs.writeFileSync(path.join(out, 'search-index', SEARCH_BUNDLE), JSON.stringify(searchIndexBundle(files)));
    expect(unpackBundles(out)).toBe(files.size);
    expect(fs.existsSync(path.join(out, 'search-index', SEARCH_MANIFEST_FILE))).toBe(true);
    for (const [name, data] of files) expect(fs.readFileSync(path.join(out, 'search-index', name), 'utf8')).toBe(JSON.stringify(data));
    expect(fs.existsSync(path.join(out, 'search-index', SEARCH_BUNDLE))).toBe(false);
  });
});
