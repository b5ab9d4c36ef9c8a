// `npm run diagrams:choose`: records each machine's layout choice (scripts/content/choices.ts) where the recorded one no
// longer holds: searches its layout as the content step would and writes the candidate the search picked, with the
// fingerprint of what it was searched from. `-- --all` searches every machine again. A clean build then lays each
// machine out once instead of searching; the diagrams are the same either way.
import { scoredLayouts } from '../components/diagrams/layout';
import { presentations } from '../components/diagrams/presentation';
import type { MachineId } from '../lib/domain/machine';
import { MACHINE_IDS, machines } from '../lib/domain/registry';
import { CHOICES_FILE, type LayoutChoice, readChoices, writeChoices } from './content/choices';
import { ContentStep } from './content/step';

const cwd = process.cwd();
const all = process.argv.includes('--all');
const step = await ContentStep.open(cwd, 'build');
try {
  const fingerprints = step.choiceFingerprints();
  const recorded = readChoices(cwd);
  const choices = new Map<MachineId, LayoutChoice>();
  const searched: string[] = [];
  for (const id of MACHINE_IDS) {
    const fingerprint = fingerprints.get(id)!;
    const held = recorded.get(id);
    if (!all && held?.fingerprint === fingerprint) {
      choices.set(id, held);
      continue;
    }
    const [best] = await scoredLayouts(machines[id], presentations[id]);
    choices.set(id, { fingerprint, candidate: best.candidate });
    searched.push(id);
  }
  writeChoices(cwd, choices);
  console.log(
    searched.length === 0
      ? `diagrams: every recorded choice holds (${CHOICES_FILE})`
      : `diagrams: ${searched.length} of ${MACHINE_IDS.length} searched and recorded in ${CHOICES_FILE}: ${searched.join(', ')}`,
  );
} finally {
  await step.close();
}
