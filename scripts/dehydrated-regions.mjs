// The inner HTML of each <Dehydrated> region of an exported page (`<div class="dehydrated" data-dehydrated="name">`),
// read with a small tokenizer: React writes well-formed HTML, so counting <div> and </div> outside attribute values,
// comments and raw-text elements (script, style, textarea, title) finds each region's end.

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/** Map of region name to its inner HTML. Throws, naming the page, on a region that never closes. */
export function dehydratedRegions(html, where = 'page') {
  const regions = new Map();
  const open = []; // { name, start, depth }
  TAG.lastIndex = 0;
  let match;
  while ((match = TAG.exec(html))) {
    const [whole, closing, rawName, attributes = ''] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (!closing && RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end < 0 ? html.length : end;
      continue;
    }
    if (name !== 'div') continue;
    if (closing) {
      for (const region of open) region.depth -= 1;
      const last = open[open.length - 1];
      if (last && last.depth === 0) {
        regions.set(last.name, html.slice(last.start, match.index));
        open.pop();
      }
      continue;
    }
    for (const region of open) region.depth += 1;
    const named = /\sdata-dehydrated="([^"]*)"/.exec(attributes);
    if (named) open.push({ name: named[1], start: match.index + whole.length, depth: 1 });
  }
  if (open.length > 0) throw new Error(`${where}: dehydrated region "${open[open.length - 1].name}" is never closed`);
  return regions;
}
