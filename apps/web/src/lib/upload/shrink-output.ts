import { fileExtension, isUnknownType, normalizeMimeType } from './file-rules';

export type ShrinkOutputType = 'image/jpeg' | 'image/png';

/** JPEG at this quality keeps print on an ID card sharp at a tenth of a phone photo's size. */
export const JPEG_QUALITY = 0.82;

/**
 * What a picked file becomes when shrunk: photos (JPEG, WebP) become JPEG; PNG stays PNG, as
 * screenshots and signatures have sharp edges or transparency; anything else (PDF) is sent as is.
 */
export function shrinkOutputType(file: {
  name: string;
  type: string;
}): ShrinkOutputType | undefined {
  const type = normalizeMimeType(file.type);
  const byName = isUnknownType(type) ? fileExtension(file.name) : '';
  if (type === 'image/png' || byName === '.png') return 'image/png';
  const photo = type === 'image/jpeg' || type === 'image/webp';
  const photoByName = ['.jpg', '.jpeg', '.webp'].includes(byName);
  return photo || photoByName ? 'image/jpeg' : undefined;
}

/** `foto.webp` sent as JPEG is named `foto.jpg`; a name already fitting its type is kept. */
export function shrunkFileName(name: string, type: ShrinkOutputType): string {
  const extension = fileExtension(name);
  const fits = type === 'image/png' ? extension === '.png' : ['.jpg', '.jpeg'].includes(extension);
  if (fits) return name;
  const base = extension === '' ? name : name.slice(0, -extension.length);
  return `${base}${type === 'image/png' ? '.png' : '.jpg'}`;
}
