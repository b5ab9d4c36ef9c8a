import { parseMdx } from '@/lib/mdx/parse';
import { sourceNarration } from '@/lib/content/voice';

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
  ])('flags a sentence that narrates its sources: %s', (sentence) => {
    expect(check(`Intro.\n\n${sentence}\n`)).toEqual([3]);
  });

  test('leaves plain product prose, code and component props alone', () => {
    expect(check('Disabling a service blocks even exempted identities.\n\n```text\nthe spec says\n```\n\n`not documented`\n\n<StateDiagram machine="changes" />\n')).toEqual([]);
  });
});
