export type PhotoOptions = { width: number; height: number; noise: number; quality: number };

/**
 * Runs in the browser (pass it to `page.evaluate`): a JPEG like a phone photo, with gradients,
 * shapes, text and per-pixel sensor noise of ±`noise`, kept as `window.testPhoto`.
 */
export async function makePhoto({ width, height, noise, quality }: PhotoOptions) {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const sky = context.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#87a9d8');
  sky.addColorStop(1, '#d9c7a3');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  for (let index = 0; index < 40; index += 1) {
    context.fillStyle = `hsl(${(index * 47) % 360} 55% ${35 + (index % 5) * 9}%)`;
    const x = ((index * 7919) % 97) / 97;
    const y = ((index * 104729) % 89) / 89;
    context.fillRect(x * width, y * height, width / 9, height / 11);
  }
  context.fillStyle = '#111';
  context.font = `${Math.round(height / 25)}px sans-serif`;
  context.fillText('NIK 3171234567890001 · TOKO EDC', width / 10, height / 2);
  const pixels = context.getImageData(0, 0, width, height);
  let seed = 42;
  for (let index = 0; index < pixels.data.length; index += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = ((seed >> 8) % (2 * noise + 1)) - noise;
    pixels.data[index] = (pixels.data[index] ?? 0) + grain;
    pixels.data[index + 1] = (pixels.data[index + 1] ?? 0) + grain;
    pixels.data[index + 2] = (pixels.data[index + 2] ?? 0) + grain;
  }
  context.putImageData(pixels, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  Object.assign(window, {
    testPhoto: new File([blob], 'IMG_20261123_101500.jpg', { type: blob.type }),
  });
  return blob.size;
}
