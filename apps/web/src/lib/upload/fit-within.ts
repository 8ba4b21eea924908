/** Long edge of a shrunk photo: an ID card stays readable, a phone photo travels in a few 100 KB. */
export const TARGET_LONG_EDGE = 2000;
/**
 * Long edge of a store photo (decision 042): it shows a shop and its sign, no small print, so it
 * travels at the size a chat app sends a photo: 36 % fewer bytes than at TARGET_LONG_EDGE.
 */
export const STORE_PHOTO_LONG_EDGE = 1600;

export type Dimensions = { width: number; height: number };

/** Scales down to fit `longEdge`, keeping the aspect ratio; never scales up. */
export function fitWithin(size: Dimensions, longEdge = TARGET_LONG_EDGE): Dimensions {
  const scale = Math.min(1, longEdge / Math.max(size.width, size.height));
  if (scale === 1) return { width: size.width, height: size.height };
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
