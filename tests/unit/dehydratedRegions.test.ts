import { dehydratedRegions } from '../../scripts/dehydrated-regions.mjs';
import { dehydratePayload } from '../../scripts/flight.mjs';

describe('dehydrated regions in the exported HTML', () => {
  test('finds each region by its closing tag, past nested divs, attribute values, comments and scripts', () => {
    const html = [
      '<body><div class="dehydrated" data-dehydrated="a"><div title="</div>"><p>one</p></div><!-- </div> --></div>',
      '<div class="dehydrated" data-dehydrated="b"><script>if (a < b) document.write("</div>")</script><div><div>x</div></div></div>',
      '<div>outside</div></body>',
    ].join('');
    const regions = dehydratedRegions(html);
    expect(regions.get('a')).toBe('<div title="</div>"><p>one</p></div><!-- </div> -->');
    expect(regions.get('b')).toBe('<script>if (a < b) document.write("</div>")</script><div><div>x</div></div>');
    expect([...regions.keys()]).toEqual(['a', 'b']);
  });

  test('a region that never closes fails, naming the page', () => {
    expect(() => dehydratedRegions('<div data-dehydrated="x"><div></div>', 'out/p/index.html')).toThrow(/out\/p\/index\.html: dehydrated region "x" is never closed/);
  });

  test('in the RSC files a region carries its finished HTML instead of its tree', () => {
    const text = '1:"$Sreact.fragment"\n2:["$","p",null,{"children":"long prose"}]\n0:["$","$1","c",{"children":[["$","$L3",null,{"dehydrate":"md-0","children":"$L2"}]]}]\n';
    const { text: out } = dehydratePayload(text, 'x/index.txt', (name) => (name === 'md-0' ? '<p>long prose</p>' : undefined));
    expect(out).toBe('1:"$Sreact.fragment"\n0:["$","$1","c",{"children":[["$","$L3",null,{"dehydrate":"md-0","html":"<p>long prose</p>"}]]}]\n');
    expect(() => dehydratePayload(text, 'x/index.txt', () => undefined)).toThrow(/x\/index\.txt: the page has no HTML for dehydrated region "md-0"/);
  });
});
