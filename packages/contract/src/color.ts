/**
 * Colour arithmetic for the organisation's brand colours: tints for the page background and
 * text colours that stay readable (WCAG contrast) on any colour an organisation picks.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A colour as the contract stores it: '#rrggbb'. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export function parseHex(hex: string): Rgb | null {
  if (!isHexColor(hex)) return null;
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (channel: number) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function rgbOf(hex: string): Rgb {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return rgb;
}

/** `color` moved `amount` (0 to 1) of the way towards `target`. */
export function mix(color: string, target: string, amount: number): string {
  const from = rgbOf(color);
  const to = rgbOf(target);
  const at = (a: number, b: number) => a + (b - a) * amount;
  return toHex({ r: at(from.r, to.r), g: at(from.g, to.g), b: at(from.b, to.b) });
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = rgbOf(hex);
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the candidates, the text colour that reads best on `background`. */
export function bestTextColor(background: string, candidates: readonly string[] = ['#ffffff', '#000000']): string {
  let best = candidates[0] ?? '#000000';
  for (const candidate of candidates) {
    if (contrastRatio(candidate, background) > contrastRatio(best, background)) best = candidate;
  }
  return best;
}

/**
 * `color` itself when it reaches `minRatio` against `background`, otherwise the nearest shade of it that
 * does: darkened on a light background, lightened on a dark one.
 */
export function readableOn(color: string, background: string, minRatio = 4.5): string {
  const target = relativeLuminance(background) > 0.18 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, target, step / 20);
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return target;
}

/** The first candidate reaching `minRatio` on `background` (a preference order), else the best of them. */
export function preferredTextColor(background: string, candidates: readonly string[], minRatio = 4.5): string {
  return candidates.find((candidate) => contrastRatio(candidate, background) >= minRatio) ?? bestTextColor(background, candidates);
}
