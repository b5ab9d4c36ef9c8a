// The diagrams' recorded layout choices (components/diagrams/layout-choices.json), as a lockfile records what a
// resolution chose: for each machine, the candidate its layout search picked (ELK's settings and the junctions'
// places) and the fingerprint of what the search was made from (the layout code, the machine and its presentation,
// the lockfile). When the fingerprint still holds, the step lays the machine out from its choice in one ELK run instead
// of searching dozens: the same layout, since the search is deterministic. When it does not (a machine, its
// presentation or the layout code changed), the step searches, as without a record, and says so; `npm run
// diagrams:choose` records the new choices. A record is never trusted blindly: a file that does not parse, an entry
// of the wrong shape or a choice that is not a candidate for its machine (layout.ts, isCandidate) is a search.
import fs from 'node:fs';
import path from 'node:path';
import type { MachineId } from '../../lib/domain/machine';

export const CHOICES_FILE = path.join('components', 'diagrams', 'layout-choices.json');

export interface LayoutChoice {
  /** What the choice was searched from (ContentStep.choiceFingerprints). */
  fingerprint: string;
  /** The chosen candidate, checked against the machine where it is laid out (layout.ts, isCandidate). */
  candidate: unknown;
}

/** The recorded choices by machine; none where the file is missing or does not parse, or an entry lacks its fields. */
export function readChoices(cwd: string): Map<string, LayoutChoice> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(cwd, CHOICES_FILE), 'utf8'));
  } catch {
    return new Map();
  }
  if (typeof json !== 'object' || json === null) return new Map();
  return new Map(
    Object.entries(json).filter(
      (entry): entry is [string, LayoutChoice] =>
        typeof entry[1] === 'object' && entry[1] !== null && typeof entry[1].fingerprint === 'string' && 'candidate' in entry[1],
    ),
  );
}

/** Writes the record, machines in order, as the project's formatter writes JSON (a short list on one line). */
export function writeChoices(cwd: string, choices: ReadonlyMap<MachineId, LayoutChoice>): void {
  const sorted = Object.fromEntries([...choices].sort(([a], [b]) => a.localeCompare(b)));
  const text = JSON.stringify(sorted, null, 2).replace(/\[\s*("[^"\n]*"(?:,\s*"[^"\n]*")*)\s*\]/g, (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
  fs.writeFileSync(path.join(cwd, CHOICES_FILE), `${text}\n`);
}

/** What the step's summary adds when it searched: how many, and the command that records their choices. */
export function searchedNote(searched: number): string {
  if (searched === 0) return '';
  return ` (${searched} searched, as no recorded choice holds for ${searched === 1 ? 'it' : 'them'}: \`npm run diagrams:choose\` records one)`;
}
