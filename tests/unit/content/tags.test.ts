import { checkPageTags, parseTags } from '@/lib/content/tags';

describe('tags', () => {
  const { tags, issues } = parseTags('dev:\n  label: Developer\n  description: For developers.\n', 'content/tags.yml');

  test('tags.yml declares tags with label and description', () => {
    expect(issues).toEqual([]);
    expect(tags).toEqual([{ id: 'dev', label: 'Developer', description: 'For developers.' }]);
  });

  test('an undeclared page tag names the page file and the tag', () => {
    const problems = checkPageTags([{ file: 'content/developer/x.mdx', tags: ['dev', 'devv'] }], tags, 'content/tags.yml');
    expect(problems).toHaveLength(1);
    expect(problems[0].file).toBe('content/developer/x.mdx');
    expect(problems[0].message).toContain('"devv" is not declared in content/tags.yml');
  });

  test('a tag without a label is reported against tags.yml', () => {
    expect(parseTags('dev:\n  description: x\n', 'content/tags.yml').issues[0].message).toContain('needs a string "label"');
  });
});
