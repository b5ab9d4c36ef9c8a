import { llmsFullTxt, llmsTxt, type LlmsSite } from '@/lib/markdown/llms';
import { markdownHref, markdownPath } from '@/lib/routes';

const page = (title: string, description?: string) => ({
  title,
  description,
  markdownUrl: `https://docs.example.test/cpf-public/${title.toLowerCase()}.md`,
  markdown: () => `# ${title}\n\n${description ?? ''}\n`,
});

const site: LlmsSite = {
  title: 'Example Docs',
  summary: 'Docs for Example.',
  details: ['Detail paragraph.'],
  sections: [
    { title: 'Welcome', pages: [page('Home', 'Start here.')] },
    { title: 'Guides', pages: [page('Setup', 'Set [it] up.'), page('Bare')] },
  ],
};

describe('llms.txt', () => {
  test('title, summary, details, then one section per sidebar group with linked pages and descriptions', () => {
    expect(llmsTxt(site)).toBe(
      `${[
        '# Example Docs',
        '> Docs for Example.',
        'Detail paragraph.',
        '## Welcome',
        '- [Home](https://docs.example.test/cpf-public/home.md): Start here.',
        '## Guides',
        '- [Setup](https://docs.example.test/cpf-public/setup.md): Set \\[it] up.\n- [Bare](https://docs.example.test/cpf-public/bare.md)',
      ].join('\n\n')}\n`,
    );
  });

  test('llms-full.txt holds every page in order, separated by rules', () => {
    const full = llmsFullTxt(site);
    expect(full.split('\n\n---\n\n').map((part) => part.split('\n')[0])).toEqual(['# Example Docs', '# Home', '# Setup', '# Bare']);
  });

  test('Markdown copies live at <route>.md, the welcome page at index.md', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownHref('/overview/getting-started')).toBe('/cpf-public/overview/getting-started.md');
  });
});
