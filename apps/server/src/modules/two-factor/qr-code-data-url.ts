import QRCode from 'qrcode';

/** The otpauth URI as a PNG data URL the page shows in an `<img>` (CSP allows `data:`). */
export function qrCodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 4, width: 240 });
}
