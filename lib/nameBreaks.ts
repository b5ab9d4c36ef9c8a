// Where a long name may wrap: between the words of camelCase and PascalCase (`ThirdParty|Access|By|Resource`,
// `AWS|Direct|Policies`) and after `_`, `.`, `/` and `:` (`arn:|aws:|iam:`). CSS alone can only break such a name
// anywhere, mid-word. Each break is drawn as a <wbr>, which a copy takes as nothing, so a copied name is exact
// (components/shared/Breakable.tsx for React, breakTableCode in lib/mdx/render.ts for the page's own tables).
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|(?<=[_./:])(?=[^\s])/;

/** The words of `text` a break may fall between (one part when it has no such boundary). */
export function nameParts(text: string): string[] {
  return text.split(BOUNDARY);
}
