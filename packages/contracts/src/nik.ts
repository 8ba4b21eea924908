import { NIK_LENGTH } from './limits';

const NIK_PATTERN = new RegExp(`^\\d{${NIK_LENGTH}}$`);
/** Women's NIKs add 40 to the day of birth. */
const FEMALE_DAY_OFFSET = 40;

export function isNikFormat(nik: string): boolean {
  return NIK_PATTERN.test(nik);
}

/**
 * Beyond the spec: digits 7–12 of a NIK are the birth date DDMMYY (day + 40 for women). The region
 * part (digits 1–6) is not checked: older cards keep codes of regions that have since split.
 */
export function hasValidNikBirthDate(nik: string): boolean {
  if (!isNikFormat(nik)) return false;
  const rawDay = Number(nik.slice(6, 8));
  const month = Number(nik.slice(8, 10));
  const year = Number(nik.slice(10, 12));
  const day = rawDay > FEMALE_DAY_OFFSET ? rawDay - FEMALE_DAY_OFFSET : rawDay;
  if (month < 1 || month > 12 || day < 1) return false;
  // The century is unknown: a year divisible by 4 is a leap year in 19xx or 20xx (2000 was one).
  const leapYear = year % 4 === 0;
  const daysInMonth = [31, leapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= daysInMonth[month - 1]!;
}
