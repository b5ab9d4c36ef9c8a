// The machine wording lives in lib/domain, pure, and reads as sentences: the arrows of the drawn diagrams and the
// rows of the text version say "Stage a change" and "Protect with no controls", never a bracketed condition.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changesMachine, MACHINE_IDS, machines, refusalText, serviceMachine, stateLabel, transitionText } from '@/lib/domain';

describe('machine wording', () => {
  it('labels every arrow as a phrase, without a bracketed branch condition', () => {
    for (const id of MACHINE_IDS) {
      const m = machines[id];
      for (const t of m.transitions) {
        const text = transitionText(m, t);
        expect(text).not.toMatch(/[[\]]/);
        expect(text.startsWith(m.events[t.event].label)).toBe(true);
      }
    }
  });

  it('says the Pending Changes steps as sentences', () => {
    const texts = changesMachine.transitions.map((t) => transitionText(changesMachine, t));
    expect(texts).toContain('Stage a change');
    expect(texts).toContain('Trash icon on the last entry');
    expect(serviceMachine.transitions.map((t) => transitionText(serviceMachine, t))).toContain('Protect with no controls');
  });

  it('names final statuses and documented refusals in words', () => {
    const pod = machines.podRequest;
    expect(stateLabel(pod, 'approved')).toBe('Approved (final)');
    const [refusal] = pod.refusals ?? [];
    expect(refusalText(pod, refusal)).toMatch(/^In Approved, Attempt the action: /);
  });

  it('is pure: the wording module imports only the model', () => {
    const source = readFileSync(path.join(process.cwd(), 'lib/domain/wording.ts'), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports).toEqual(['./machine']);
  });
});
