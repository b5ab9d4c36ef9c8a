/** The intrinsic size of an SVG from its width/height attributes or, failing that, its viewBox. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const open = svg.match(/<svg\b[^>]*>/i)?.[0];
  if (!open) return undefined;
  const attr = (name: string) => open.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
  const width = Number.parseFloat(attr('width') ?? '');
  const height = Number.parseFloat(attr('height') ?? '');
  if (width > 0 && height > 0 && !/%/.test(attr('width') ?? '')) return { width, height };
  const viewBox = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox && viewBox.length === 4 && viewBox[2] > 0 && viewBox[3] > 0) return { width: viewBox[2], height: viewBox[3] };
  return undefined;
}
