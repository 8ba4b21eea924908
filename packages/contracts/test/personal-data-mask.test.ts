import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MASK,
  maskAddress,
  maskAuditChanges,
  maskBankAccount,
  maskNik,
  maskProtectedValue,
  maskRegistrationDetail,
} from '../src/personal-data-mask';

describe('NIK mask', () => {
  it('keeps the first and last four digits of a full NIK', () => {
    expect(maskNik('3201234567890001')).toBe('3201********0001');
  });

  it('stars a shorter value whole, even one character short', () => {
    expect(maskNik('320123456789000')).toBe('***************');
    expect(maskNik('12345678')).toBe('********');
    expect(maskNik('1')).toBe('*');
  });

  it('keeps an empty value empty and ignores surrounding spaces', () => {
    expect(maskNik('')).toBe('');
    expect(maskNik('   ')).toBe('');
    expect(maskNik(' 3201234567890001 ')).toBe('3201********0001');
  });

  it('counts every character of a value with separators, hiding the middle', () => {
    expect(maskNik('3201.2345.6789.0001')).toBe('3201***********0001');
    expect(maskNik('abcd-efgh-ijkl-mn')).toBe('abcd*********l-mn');
  });
});

describe('bank account mask', () => {
  it('keeps the last four digits behind a fixed run', () => {
    expect(maskBankAccount('1234567890')).toBe('****7890');
    expect(maskBankAccount('0123456789012345')).toBe('****2345');
  });

  it('shows the last four only when at least four stay hidden', () => {
    expect(maskBankAccount('12345678')).toBe('****5678');
    expect(maskBankAccount('1234567')).toBe('****');
    expect(maskBankAccount('1')).toBe('****');
  });

  it('keeps an empty value empty; separators count as characters', () => {
    expect(maskBankAccount('')).toBe('');
    expect(maskBankAccount('  ')).toBe('');
    expect(maskBankAccount('123-456-789')).toBe('****-789');
  });
});

describe('address mask', () => {
  it('hides a street line whole, whatever its length', () => {
    expect(maskAddress('Jl. Merdeka No. 10, RT 01/RW 02')).toBe(ADDRESS_MASK);
    expect(maskAddress('X')).toBe(ADDRESS_MASK);
  });

  it('keeps an empty address empty', () => {
    expect(maskAddress('')).toBe('');
    expect(maskAddress(' ')).toBe('');
  });
});

describe('a registration and its history, masked', () => {
  it('masks the four protected fields, keeps null and every other field', () => {
    const detail = {
      idNumber: '3201234567890001',
      bankAccount: null,
      address: 'Jl. Merdeka 10',
      addressFull: '',
      province: 'Jawa Barat',
    };
    expect(maskRegistrationDetail(detail)).toEqual({
      idNumber: '3201********0001',
      bankAccount: null,
      address: ADDRESS_MASK,
      addressFull: '',
      province: 'Jawa Barat',
    });
    expect(maskProtectedValue('bankAccount', null)).toBeNull();
  });

  it('masks old and new of the protected columns in an edit, nothing else', () => {
    const changes = {
      id_number: { old: '3201234567890001', new: null },
      bank_account: { old: '1234567890', new: '9876543210' },
      address_full: { old: 'Jl. A', new: 'Jl. B' },
      full_name: { old: 'Ani', new: 'Ani S' },
    };
    expect(maskAuditChanges(changes)).toEqual({
      id_number: { old: '3201********0001', new: null },
      bank_account: { old: '****7890', new: '****3210' },
      address_full: { old: ADDRESS_MASK, new: ADDRESS_MASK },
      full_name: { old: 'Ani', new: 'Ani S' },
    });
  });

  it('does not take an inherited name for a protected column', () => {
    const changes = { toString: { old: 'a', new: 'b' } };
    expect(maskAuditChanges(changes)).toEqual(changes);
  });
});
