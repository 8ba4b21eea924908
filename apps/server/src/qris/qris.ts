/**
 * QRIS (EMVCo merchant-presented QR) payloads: TLV fields of a 2-digit tag, a 2-digit length and
 * the value; tag 63 is the CRC-16/CCITT-FALSE over everything before its value, always last.
 */
export type TlvField = { tag: string; value: string };

export class InvalidQrisPayloadError extends Error {
  constructor(reason: string) {
    super(`invalid QRIS payload: ${reason}`);
    this.name = 'InvalidQrisPayloadError';
  }
}

export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length) || at + 4 + length > payload.length) {
      throw new InvalidQrisPayloadError(`bad field at ${at}`);
    }
    fields.push({ tag, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

function encodeField({ tag, value }: TlvField): string {
  if (value.length > 99) throw new InvalidQrisPayloadError(`tag ${tag} too long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The fields encoded in order, then tag 63 with the CRC over all of them and `6304`. */
export function encodeQris(fields: TlvField[]): string {
  const body = `${fields.map(encodeField).join('')}6304`;
  return `${body}${crc16(body)}`;
}

/** True when the payload's own CRC matches its content. */
export function hasValidCrc(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16(body) === payload.slice(-4).toUpperCase();
}

/** Tip or convenience fee (55), its fixed amount (56) and its percentage (57). */
const TIP_TAGS = ['55', '56', '57'];

/** The tip and fee tags a static QRIS carries: a dynamic copy leaves them out. */
export function tipTagsIn(payload: string): string[] {
  return parseTlv(payload)
    .map(({ tag }) => tag)
    .filter((tag) => TIP_TAGS.includes(tag));
}

/**
 * A merchant's static QRIS turned into a dynamic one for `amount` rupiah: tag 01 becomes `12`,
 * tag 54 carries the amount (inserted before tag 58, replacing any amount already there), the
 * tip and fee tags go (the payer pays the order's total, nothing more), and the CRC is
 * recomputed. Parsed field by field, never string-replaced.
 */
export function toDynamicQris(staticPayload: string, amount: number): string {
  if (!Number.isInteger(amount) || amount <= 0) throw new InvalidQrisPayloadError('bad amount');
  if (!hasValidCrc(staticPayload)) throw new InvalidQrisPayloadError('CRC mismatch');
  const fields = parseTlv(staticPayload).filter(
    ({ tag }) => tag !== '63' && tag !== '54' && !TIP_TAGS.includes(tag),
  );
  const pointOfInitiation = fields.find(({ tag }) => tag === '01');
  if (pointOfInitiation) pointOfInitiation.value = '12';
  else fields.splice(1, 0, { tag: '01', value: '12' });
  const amountField = { tag: '54', value: String(amount) };
  const before = fields.findIndex(({ tag }) => Number(tag) > 54);
  fields.splice(before === -1 ? fields.length : before, 0, amountField);
  return encodeQris(fields);
}
