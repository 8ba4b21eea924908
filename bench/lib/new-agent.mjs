// Someone who has not signed up yet: the sign-up limits count each NIK, phone and e-mail, so each
// run signs up a person of its own (as apps/server/test/registrations/new-person.ts does).
import { randomInt } from 'node:crypto';

const pad = (value, length = 2) => String(value).padStart(length, '0');

export function newAgent() {
  // A valid NIK of Gambir, Jakarta Pusat: a real birth date DDMMYY (day + 40 for women), a serial.
  const day = randomInt(1, 29) + (randomInt(2) === 1 ? 40 : 0);
  const nik = `317101${pad(day)}${pad(randomInt(1, 13))}${pad(randomInt(100))}${pad(randomInt(1, 10_000), 4)}`;
  return {
    nik,
    phone: `0812${pad(randomInt(10_000), 4)}${pad(randomInt(10_000), 4)}`,
    email: `agen.${randomInt(1e9).toString(36)}@contoh.co.id`,
  };
}
