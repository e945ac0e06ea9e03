import type sharp from 'sharp';

/**
 * sharp, loaded with the first image rather than at start: sharp and libvips's bindings took about a
 * tenth of a second of every start, and most starts never touch an image (docs/decisions/0021).
 */
export async function loadSharp(): Promise<typeof sharp> {
  return (await import('sharp')).default;
}
