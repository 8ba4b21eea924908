/** The slide index `index` lands on in a carousel of `count` slides that wraps both ways. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
