// Case and accent folding shared by indexing, querying and highlighting, so "Café", "CAFE" and "cafe" are one term.

/** Letters that Unicode decomposition does not reduce to ASCII but readers type without the mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const MARKS = /\p{M}+/gu;

/** Lower-cases and strips diacritics (NFKD, then combining marks dropped): "Ünïcödé" -> "unicode". */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(SPECIAL, (c) => SPECIAL_LETTERS[c] ?? c);
}
