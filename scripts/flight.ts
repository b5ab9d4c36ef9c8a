// The RSC ("flight") payload inlined in an exported page, and the one rewrite we make to it: static regions rendered
// by <StaticRegion> keep their markup in the page's HTML only, and lose their copy in the inline payload. React never
// re-creates that markup when it hydrates (the component hydrates an element whose innerHTML it leaves alone). Runs
// on the built files after `next build` (postbuild's worker threads, scripts/finish-pages.mjs).
import { STATIC_REGION_PROP } from '../lib/staticRegion';

export interface FlightRow {
  id: string;
  kind: 'model' | 'tagged' | 'binary';
  /** The row's tag letter, for tagged and binary rows. */
  tag?: string;
  bytes: Buffer;
  /** The parsed JSON of a model row. */
  value?: unknown;
}

// Row tags whose body is length-prefixed (`id:T<hex length>,<bytes>`), from React's flight client; every other row
// ends at a newline.
const LENGTH_TAGS = new Set([...'TAOobUSsLlGgMmV'].map((c) => c.charCodeAt(0)));
const isTaggedLine = (tag: number) => (tag > 64 && tag < 91) || tag === 35 /* # */ || tag === 114 /* r */ || tag === 120; /* x */

/** Splits flight text into rows: { id, kind: 'model' | 'tagged' | 'binary', bytes, value? } (value for model rows). */
export function parseRows(text: string, where = 'payload'): FlightRow[] {
  const buf = Buffer.from(text, 'utf8');
  const rows: FlightRow[] = [];
  let i = 0;
  while (i < buf.length) {
    const colon = buf.indexOf(0x3a, i);
    if (colon < 0) throw new Error(`${where}: flight row without a colon at byte ${i}`);
    const id = buf.toString('latin1', i, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`${where}: flight row id "${id.slice(0, 20)}" is not hexadecimal`);
    const tag = buf[colon + 1];
    if (LENGTH_TAGS.has(tag)) {
      const comma = buf.indexOf(0x2c, colon + 2);
      const length = parseInt(buf.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || Number.isNaN(length)) throw new Error(`${where}: flight row ${id} has no valid length`);
      const end = comma + 1 + length;
      rows.push({ id, kind: 'binary', tag: String.fromCharCode(tag), bytes: buf.subarray(i, end) });
      i = end;
      continue;
    }
    let newline = buf.indexOf(0x0a, colon + 1);
    if (newline < 0) newline = buf.length;
    const bytes = buf.subarray(i, Math.min(newline + 1, buf.length));
    if (isTaggedLine(tag)) rows.push({ id, kind: 'tagged', tag: String.fromCharCode(tag), bytes });
    else {
      const json = buf.toString('utf8', colon + 1, newline);
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch (error) {
        throw new Error(`${where}: flight row ${id} is not JSON (${(error as Error).message})`);
      }
      rows.push({ id, kind: 'model', bytes, value });
    }
    i = newline + 1;
  }
  return rows;
}

// A tag is one letter that cannot start a hex id (ids are lower-case hex, so "$c4" is row c4, not tag c and row 4).
const REFERENCE = /^\$[A-Zg-z@]?([0-9a-f]+)/;

/** Every row id a value refers to ("$1a", "$L1a", "$@1a", "$1a:props:children"). Over-approximates, never misses. */
function collectReferences(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value[0] === '$' && value[1] !== '$') {
      const match = REFERENCE.exec(value);
      if (match) into.add(match[1]);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectReferences(item, into);
  }
}

/** Drops `children` from every static region's props, after `check(name, children)`; returns the count. */
function dropRegionChildren(value: unknown, check: (name: string, children: unknown) => void): number {
  let dropped = 0;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const props = node as Record<string, unknown>;
      const name = props[STATIC_REGION_PROP];
      if (typeof name === 'string' && 'children' in props) {
        check(name, props.children);
        delete props.children;
        dropped += 1;
      }
      Object.values(props).forEach(walk);
    }
  };
  walk(value);
  return dropped;
}

/**
 * The client module that `children` use, directly or through the rows they refer to, if any: a client reference
 * ("$L…" to an `I` row). Such an island inside a static region would never hydrate: its markup stays, its code is
 * never attached.
 */
function clientModuleIn(children: unknown, byId: Map<string, FlightRow[]>): string | undefined {
  const seen = new Set<string>();
  const queue: unknown[] = [children];
  while (queue.length > 0) {
    const refs = new Set<string>();
    collectReferences(queue.shift(), refs);
    for (const id of refs) {
      if (seen.has(id)) continue;
      seen.add(id);
      for (const row of byId.get(id) ?? []) {
        if (row.kind === 'tagged' && row.tag === 'I') return row.bytes.toString('utf8').trim();
        if (row.kind === 'model') queue.push(row.value);
      }
    }
  }
  return undefined;
}

/**
 * The payload without the children of static regions, and without the rows that only they referred to. Returns the
 * text unchanged (same string) when the payload has no static region.
 */
export function withoutStaticRegions(text: string, where = 'payload'): { text: string; dropped: number; removedRows: number } {
  const rows = parseRows(text, where);
  // One id can name several rows (a stream's X and C markers, its chunks), so rows are grouped by id.
  const byId = new Map<string, FlightRow[]>();
  for (const row of rows) if (row.id !== '') byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const check = (name: string, children: unknown) => {
    const module = clientModuleIn(children, byId);
    if (module)
      throw new Error(
        `${where}: the static region "${name}" holds a client component (${module.slice(0, 120)}), which would never hydrate there: render it outside the region`,
      );
  };
  let dropped = 0;
  for (const row of rows) if (row.kind === 'model') dropped += dropRegionChildren(row.value, check);
  if (dropped === 0) return { text, dropped: 0, removedRows: 0 };

  const reachable = new Set<string>();
  const queue: FlightRow[] = [];
  const visit = (id: string) => {
    if (!reachable.has(id) && byId.has(id)) {
      reachable.add(id);
      queue.push(...(byId.get(id) ?? []));
    }
  };
  visit('0');
  for (const row of rows) {
    // Tagged rows (imports, hints, stream markers) and non-text binary rows are kept, with all they mention.
    if (row.kind === 'tagged' || (row.kind === 'binary' && row.tag !== 'T')) {
      const refs = new Set<string>();
      for (const m of row.bytes.toString('utf8').matchAll(/"(\$[^"]*)"/g)) collectReferences(m[1], refs);
      refs.forEach(visit);
      if (row.id !== '') visit(row.id);
    }
  }
  while (queue.length > 0) {
    const row = queue.shift() as FlightRow;
    if (row.kind !== 'model') continue;
    const refs = new Set<string>();
    collectReferences(row.value, refs);
    refs.forEach(visit);
  }
  const kept = rows.filter((r) => r.kind === 'tagged' || r.id === '' || reachable.has(r.id));
  const out = kept.map((r) => (r.kind === 'model' ? Buffer.from(`${r.id}:${JSON.stringify(r.value)}\n`, 'utf8') : r.bytes));
  return { text: Buffer.concat(out).toString('utf8'), dropped, removedRows: rows.length - kept.length };
}

// Next escapes `<` inside the pushed JSON, so `</script>` can only end the script. Every inline script that touches the
// payload is one of two forms the rewrite understands: the bootstrap, and a push of a chunk of the payload's text.
const PAYLOAD_SCRIPT = /<script\b([^>]*)>((?:(?!<\/script>)[\s\S])*?__next_f(?:(?!<\/script>)[\s\S])*?)<\/script>/g;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const TEXT_PUSH = /^self\.__next_f\.push\((\[1,"[\s\S]*"\])\)$/;

/** The marker a static region leaves in the page's HTML (components/shared/StaticRegion.tsx). */
const REGION_MARK = /<[a-z][^>]*\sdata-static-region="([^"]+)"/;

// The escaping Next applies to JSON it inlines in a <script> (htmlEscapeJsonString).
const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };
const escapeForScript = (json: string) => json.replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);

/**
 * The page's payload scripts, each either the bootstrap or a text push; anything else (another push, an attribute, a
 * changed form) fails naming the page, since rewriting around a script it cannot read would ship a payload that no
 * longer matches the HTML, or silently ship it whole.
 */
function payloadScripts(html: string, where: string): { match: RegExpMatchArray; chunk?: string }[] {
  return [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => {
    const [, attributes, body] = match;
    const push = TEXT_PUSH.exec(body);
    if (attributes.trim() === '' && body === BOOTSTRAP) return { match };
    if (attributes.trim() === '' && push) {
      const pushed = JSON.parse(push[1]) as unknown;
      if (Array.isArray(pushed) && pushed.length === 2 && typeof pushed[1] === 'string') return { match, chunk: pushed[1] };
    }
    throw new Error(`${where}: an inline payload script the rewrite does not understand (scripts/flight.ts): <script${attributes}>${body.slice(0, 120)}`);
  });
}

/**
 * The page with its static regions out of its inline payload: the payload's pushes become one push of the rewritten
 * text, in the place of the first. Pages without static regions come back unchanged; a page whose HTML has a static
 * region but whose payload dropped nothing fails, naming it (the rewrite no longer finds what it is for).
 */
export function pageWithoutStaticRegions(html: string, where = 'page'): { html: string; dropped: number; removedRows: number } {
  const scripts = payloadScripts(html, where);
  const pushes = scripts.filter((s) => s.chunk !== undefined);
  const region = REGION_MARK.exec(html)?.[1];
  const result = pushes.length > 0 ? withoutStaticRegions(pushes.map((s) => s.chunk).join(''), where) : { text: '', dropped: 0, removedRows: 0 };
  if (result.dropped === 0) {
    if (region !== undefined)
      throw new Error(
        `${where}: the static region "${region}" is in the HTML, but the payload${pushes.length === 0 ? ' has no text push' : ' names no static region'}: nothing would leave it (scripts/flight.ts)`,
      );
    return { html, dropped: 0, removedRows: 0 };
  }
  const push = `<script>self.__next_f.push(${escapeForScript(JSON.stringify([1, result.text]))})</script>`;
  const first = pushes[0].match.index!;
  let rewritten = '';
  let at = 0;
  for (const { match } of pushes) {
    rewritten += html.slice(at, match.index) + (match.index === first ? push : '');
    at = match.index! + match[0].length;
  }
  return { html: rewritten + html.slice(at), dropped: result.dropped, removedRows: result.removedRows };
}
