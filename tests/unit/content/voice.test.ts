import { parseMdx } from '@/lib/mdx/parse';
import { narrates, sourceNarration } from '@/lib/content/voice';
import { allRules } from '@/lib/domain/rules';

const check = (mdx: string) => {
  const parsed = parseMdx(mdx);
  if (!parsed.ok) throw new Error(parsed.message);
  return sourceNarration(parsed.tree).map((f) => f.line);
};

describe('voice check', () => {
  test.each([
    'The header name is not documented.',
    'The spec does not say how long this takes.',
    'These samples are ready-to-run.',
    'Every example is checked against the API schema.',
    "These docs don't list the fields.",
    'The model asks for the word undo.',
    "The product's own pages say otherwise.",
    'The ChatOps description says the escalation goes to chat.',
    'The docs do not show the Teams message controls.',
    'Whether a region change is listed there is not described; see the list.',
    'Not in the docs: an exemption covers the scopes below it.',
    'The docs also list Disabled Regions among the exemption types.',
    'The docs give two rules about disabled services and regions:',
    'The console says so where the docs describe nothing.',
    'This outcome is not decided by the docs.',
    'Two facts of the docs meet here.',
    'Meets the rule that exemptions do not apply inside a disabled region.',
    'Two rules meet here: disabling a service blocks even exempted identities.',
    'This tester assumes that an exemption also covers the scopes beneath its own.',
    'The tester makes two assumptions of its own and flags each one.',
    'The tester below shows both rules for such an identity rather than an answer.',
  ])('flags a sentence that narrates its sources: %s', (sentence) => {
    expect(check(`Intro.\n\n${sentence}\n`)).toEqual([3]);
  });

  test('flags a phrase that a line break splits, on the line where it starts', () => {
    expect(check('Intro.\n\nApprove in Slack; both need a justification. The\ndocs do not show the controls.\n')).toEqual([3]);
    expect(check('Intro.\n\nApprove in Slack; both need a justification.\nThe docs do not show the controls.\n')).toEqual([4]);
  });

  test('leaves the site speaking of itself alone: the docs as a place to read or search', () => {
    expect(check('Many problems have a fix in the docs:\n\n## Search the docs\n\nWhen a page of these docs fails, the docs site shows an error.\n')).toEqual(
      [],
    );
  });

  test('leaves plain product prose, code and component props alone', () => {
    expect(
      check('Disabling a service blocks even exempted identities.\n\n```text\nthe spec says\n```\n\n`not documented`\n\n<StateDiagram machine="changes" />\n'),
    ).toEqual([]);
  });

  test("the model's words, which the simulators and reference tables show beside the prose, speak as the product too", () => {
    expect(
      allRules()
        .filter((rule) => narrates(rule.says))
        .map((rule) => rule.id),
    ).toEqual([]);
    expect(narrates('Not one of the commands the docs list.')).toBe(true);
  });
});
