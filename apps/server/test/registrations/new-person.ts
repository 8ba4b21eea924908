import { randomInt } from 'node:crypto';

/** What the sign-up limits count per person: a NIK, a phone and an e-mail address. */
export type Person = { ktpNumber: string; phone: string; email: string };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A valid NIK of someone registered in Gambir, Jakarta Pusat (317101): a real birth date DDMMYY
 * (day + 40 for women) and a serial from 0001. Day 1–28 is a date in every month and year.
 */
export function newNik(): string {
  const day = randomInt(1, 29) + (randomInt(2) === 1 ? 40 : 0);
  return `317101${pad(day)}${pad(randomInt(1, 13))}${pad(randomInt(100))}${pad(randomInt(1, 10_000), 4)}`;
}

/** A Telkomsel number as people type it, `0812-xxxx-xxxx`. */
export function newPhone(): string {
  return `0812-${pad(randomInt(10_000), 4)}-${pad(randomInt(10_000), 4)}`;
}

const issued = new Set<string>();

/**
 * Someone who has not signed up yet: each sign-up of a test is a person of its own, as the sign-up
 * limits count repeated attempts of one person (docs/product.md, "Rate limits"). The e-mail is
 * typed with spaces and capitals, as people do; the server trims and lower-cases it.
 */
export function newPerson(): Person {
  for (;;) {
    const person = {
      ktpNumber: newNik(),
      phone: newPhone(),
      email: ` Agen.${randomInt(1e9).toString(36)}@Contoh.co.id `,
    };
    const keys = [person.ktpNumber, person.phone, person.email];
    if (keys.some((key) => issued.has(key))) continue;
    for (const key of keys) issued.add(key);
    return person;
  }
}
