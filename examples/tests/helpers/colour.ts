// A token's hex colour as getComputedStyle writes it, so a computed colour can be compared with the token's value.
export function hexToRgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb token value, got ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => parseInt(part, 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
