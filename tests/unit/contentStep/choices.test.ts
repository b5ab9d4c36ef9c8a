// The diagrams' recorded layout choices (scripts/content/choices.ts) are never trusted blindly: a record that does not
// parse is none, an entry without its fields is skipped, and a choice that is not a candidate for its machine is
// searched instead (layout.ts, isCandidate). That each recorded choice gives the search's own layout is checked per
// machine in tests/unit/domain/diagramLayout.test.ts; that every one holds for the sources as they are, by the
// content step's test of a cold build (tests/browser/content-step.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isCandidate } from '@/components/diagrams/layout';
import { presentations } from '@/components/diagrams/presentation';
import { machines } from '@/lib/domain';
import { CHOICES_FILE, readChoices, searchedNote, writeChoices } from '../../../scripts/content/choices';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'choices-'));
  fs.mkdirSync(path.join(dir, path.dirname(CHOICES_FILE)), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (text: string) => fs.writeFileSync(path.join(dir, CHOICES_FILE), text);

describe('recorded layout choices', () => {
  test('a missing or unreadable record is none; an entry without its fields is skipped', () => {
    expect(readChoices(dir).size).toBe(0);
    write('{"region": {"fingerprint": "ab"'); // cut short, as a partial write leaves it
    expect(readChoices(dir).size).toBe(0);
    write('null');
    expect(readChoices(dir).size).toBe(0);
    write(JSON.stringify({ region: { fingerprint: 'ab', candidate: {} }, service: { candidate: {} }, changes: 'x' }));
    expect([...readChoices(dir).keys()]).toEqual(['region']);
  });

  test('are written in machine order and read back as written', () => {
    const candidate = { elk: { a: 'b' }, junctions: [] };
    writeChoices(
      dir,
      new Map([
        ['service', { fingerprint: '2', candidate }],
        ['region', { fingerprint: '1', candidate }],
      ]),
    );
    expect(Object.keys(JSON.parse(fs.readFileSync(path.join(dir, CHOICES_FILE), 'utf8')))).toEqual(['region', 'service']);
    expect(readChoices(dir).get('service')).toEqual({ fingerprint: '2', candidate });
  });

  test("a choice is laid out only when it is a candidate for its machine: one of ELK's settings, a known place per bundle", () => {
    const m = machines.changes;
    const p = presentations.changes;
    const elk = { 'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF', 'elk.layered.layering.strategy': 'LONGEST_PATH' };
    const junctions = ['before-target', 'after-target', 'after-sources'];
    expect(isCandidate(m, p, { elk, junctions })).toBe(true);
    expect(isCandidate(m, p, undefined)).toBe(false);
    expect(isCandidate(m, p, { elk: { ...elk, 'elk.direction': 'LEFT' }, junctions })).toBe(false);
    expect(isCandidate(m, p, { elk, junctions: junctions.slice(1) })).toBe(false);
    expect(isCandidate(m, p, { elk, junctions: ['before-target', 'after-target', 'somewhere'] })).toBe(false);
  });

  test('the summary names a search and the command that records it, and says nothing when none ran', () => {
    expect(searchedNote(0)).toBe('');
    expect(searchedNote(1)).toBe(' (1 searched, as no recorded choice holds for it: `npm run diagrams:choose` records one)');
  });
});
