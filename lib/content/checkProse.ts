// Every page of a content folder read through the content parser (the site's remark plugins and component text
// forms, as the build reads it) and held to the facts table: what `npm run sources -- --check` runs on the prose.
import { checkFacts, type FactProblem, type PageProse } from './factCheck';
import { pageFiles, parsePageFile } from './load';
import { proseSentences } from './prose';

export interface ProseCheck {
  pages: PageProse[];
  problems: FactProblem[];
}

export function checkContentFacts(rootDir: string): ProseCheck {
  const pages: PageProse[] = [];
  const problems: FactProblem[] = [];
  for (const file of pageFiles(rootDir)) {
    const parsed = parsePageFile(file, rootDir);
    // A page the parser refuses cannot be read for its facts: the build names its mistake; so does this check.
    problems.push(...parsed.errors.map((e) => ({ file: e.file, line: e.line, message: `cannot be read: ${e.message}` })));
    if (!parsed.page || !parsed.tree) continue;
    pages.push({ file: parsed.page.file, sentences: proseSentences(parsed.tree, parsed.page.bodyLine - 1) });
  }
  return { pages, problems: [...problems, ...checkFacts(pages)] };
}
