import { pageWithoutStaticRegions, parseRows, withoutStaticRegions } from '../../scripts/flight';

// A payload shaped like the ones Next writes: a client reference row, model rows, a text row (length in UTF-8 bytes,
// no newline after it) and a hint row without an id.
const big = 'Zoné ü — long text';
const payload = [
  '1:"$Sreact.fragment"\n',
  '2:I[123,["/chunk.js"],"default"]\n',
  ':HL["/a.css","style"]\n',
  `3:T${Buffer.byteLength(big, 'utf8').toString(16)},${big}`,
  '4:["$","p",null,{"children":"$3"}]\n',
  '5:["$","p",null,{"children":"kept elsewhere"}]\n',
  '0:{"P":null,"t":["$","$1","c",{"children":[["$","$L2",null,{"staticRegion":"md-0","children":["$L4",["$","h2",null,{"children":"Hi"}]]}],["$","$L2",null,{"staticRegion":"md-1"}],"$L5"]}]}\n',
].join('');

describe('static regions leave the inline payload', () => {
  test('rows are split by newline, or by byte length for text rows', () => {
    const rows = parseRows(payload);
    expect(rows.map((r) => `${r.id}:${r.kind}`)).toEqual(['1:model', '2:tagged', ':tagged', '3:binary', '4:model', '5:model', '0:model']);
    expect(Buffer.from(rows[3].bytes).toString('utf8')).toBe(`3:T${Buffer.byteLength(big, 'utf8').toString(16)},${big}`);
  });

  test('children of static regions leave the payload, with the rows only they used', () => {
    const { text, dropped, removedRows } = withoutStaticRegions(payload);
    expect(dropped).toBe(1);
    expect(removedRows).toBe(2);
    expect(text).not.toContain(big);
    expect(text).not.toContain('"Hi"');
    expect(text).toContain('"staticRegion":"md-0"');
    expect(text).toContain('5:["$","p",null,{"children":"kept elsewhere"}]');
    expect(text).toContain('2:I[123,["/chunk.js"],"default"]');
    expect(text).toContain(':HL["/a.css","style"]');
    // What is left parses again, and every reference it makes points at a row it still has.
    const rows = parseRows(text);
    const ids = new Set(rows.map((r) => r.id));
    for (const ref of text.matchAll(/"\$L?([0-9a-f]+)"/g)) expect(ids.has(ref[1])).toBe(true);
  });

  test('a row whose id starts with a hex letter is a row, not a tag: "$c4" keeps row c4', () => {
    const rows = [
      'c4:"ExportName"\n',
      'c5:I[99,["/chunk.js"],"$c4"]\n',
      '6:["$","p",null,{"children":"gone"}]\n',
      '0:["$","$Lc5",null,{"staticRegion":"md-0","children":"$L6"}]\n',
    ].join('');
    const { text } = withoutStaticRegions(rows);
    expect(text).toContain('c4:"ExportName"');
    expect(text).not.toContain('gone');
  });

  test('a client component inside a static region fails the rewrite, naming the page, the region and the module', () => {
    const island = [
      '2:I[123,["/chunk.js"],"default"]\n',
      '7:I[456,["/island.js"],"Island"]\n',
      '8:["$","div",null,{"children":["$","$L7",null,{}]}]\n',
      '0:["$","$L2",null,{"staticRegion":"md-3","children":["$","section",null,{"children":"$L8"}]}]\n',
    ].join('');
    expect(() => withoutStaticRegions(island, 'overview/x/index.html')).toThrow(
      /overview\/x\/index\.html: the static region "md-3" holds a client component \(7:I\[456,\["\/island\.js"\],"Island"\]\)/,
    );
  });

  test('a payload without static regions comes back untouched', () => {
    const plain = '0:["$","p",null,{"children":"x"}]\n';
    expect(withoutStaticRegions(plain)).toEqual({ text: plain, dropped: 0, removedRows: 0 });
  });

  test('a page gets one push of the rewritten payload, escaped for a script, in place of the first', () => {
    const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk]).replace(/</g, '\\u003c')})</script>`;
    const half = payload.length >> 1;
    const html = `<html><body><p>page</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload.slice(0, half))}<div>mid</div>${push(payload.slice(half))}</body></html>`;
    const { html: out, dropped } = pageWithoutStaticRegions(html, 'page.html');
    expect(dropped).toBe(1);
    const pushes = [...out.matchAll(/<script>self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/g)];
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0][1])[1]).toBe(withoutStaticRegions(payload).text);
    expect(out).toContain('<div>mid</div>');
    expect(out.indexOf('push([0])')).toBeLessThan(out.indexOf('self.__next_f.push([1'));
  });

  test('a payload that is not flight fails, naming the page', () => {
    expect(() => withoutStaticRegions('0:{not json}\n', 'out/x/index.html')).toThrow(/out\/x\/index\.html: flight row 0 is not JSON/);
    expect(() => withoutStaticRegions('zz:[1]\n', 'out/y.html')).toThrow(/out\/y\.html: flight row id "zz"/);
  });

  const page = (...scripts: string[]) => `<html><body><div data-static-region="md-0"><p>page</p></div>${scripts.join('')}</body></html>`;
  const textPush = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
  const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

  test('a payload script of any other form fails the rewrite, naming the page and the script', () => {
    for (const odd of [
      '<script>self.__next_f.push([2,null])</script>',
      '<script>self.__next_f.push([3,"AAEC"])</script>',
      `<script nonce="x">self.__next_f.push(${JSON.stringify([1, payload])})</script>`,
      `<script>self.__next_f.push(${JSON.stringify([1, payload])});window.x=1</script>`,
    ])
      expect(() => pageWithoutStaticRegions(page(bootstrap, textPush(payload), odd), 'regions/index.html')).toThrow(
        /^regions\/index\.html: an inline payload script the rewrite does not understand .*<script/,
      );
  });

  test('a page whose HTML has a static region but whose payload dropped nothing fails, naming the page and the region', () => {
    const noRegion = '0:["$","p",null,{"children":"x"}]\n';
    expect(() => pageWithoutStaticRegions(page(bootstrap, textPush(noRegion)), 'regions/index.html')).toThrow(
      /regions\/index\.html: the static region "md-0" is in the HTML, but the payload names no static region/,
    );
    // Next changed how it writes the payload, so no push is found at all: the same failure, not a page shipped whole.
    expect(() => pageWithoutStaticRegions(page('<script>self.__next_f.write("1:x")</script>'), 'regions/index.html')).toThrow(/does not understand/);
    expect(() => pageWithoutStaticRegions(page(), 'regions/index.html')).toThrow(/the payload has no text push/);
  });

  test('a page without static regions and without a payload comes back untouched', () => {
    const plain = '<html><body><p>data-static-region="md-0" as text</p></body></html>';
    expect(pageWithoutStaticRegions(plain, 'x.html')).toEqual({ html: plain, dropped: 0, removedRows: 0 });
  });
});
