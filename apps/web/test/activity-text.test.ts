import type { ActivityEntry } from '@toko/contracts';
import { describe, expect, it } from 'vitest';
import {
  activityAuthor,
  activityText,
} from '../src/features/admin-activity/components/activity-text';

type AuditEntry = Extract<ActivityEntry, { type: 'audit' }>;

const audit = (action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  type: 'audit',
  id: 'a',
  at: '2026-11-28T01:00:00.000Z',
  author: 'admin@contoh.co.id',
  action,
  ...extra,
});

describe('Aktivitas texts', () => {
  it('says each known action in words, with the status labels and the document', () => {
    const change = { changes: { status: { old: 'pending', new: 'paid' } } };
    expect(activityText('order', audit('order.status_change', change))).toBe(
      'Status diubah: Pending → Dibayar',
    );
    expect(
      activityText('registration', audit('registration.document_replace', { field: 'ktp' })),
    ).toBe('Dokumen diganti: KTP');
    expect(activityText('order', audit('order.note', { note: 'x' }))).toBe('Catatan internal');
    expect(activityText('registration', audit('registration.reveal', { field: 'idNumber' }))).toBe(
      'Data pribadi ditampilkan: NIK',
    );
    expect(
      activityText('registration', audit('registration.reveal', { field: 'bankAccount' })),
    ).toBe('Data pribadi ditampilkan: Nomor Rekening');
    expect(activityText('registration', { type: 'created', id: 'r', at: '' })).toBe(
      'Pendaftaran dikirim',
    );
  });

  it('reads an action without its own text as "Aktivitas: <action>", and a new status as itself', () => {
    expect(activityText('registration', audit('registration.something_new'))).toBe(
      'Aktivitas: registration.something_new',
    );
    const change = { changes: { status: { old: 'new', new: 'some_new_status' } } };
    expect(activityText('registration', audit('registration.status_change', change))).toBe(
      'Status diubah: Baru → some_new_status',
    );
  });

  it("names the documents of a correction request and of the applicant's correction, and its author", () => {
    const asked = audit('registration.correction_request', { fields: ['ktp', 'kk'] });
    expect(activityText('registration', asked)).toBe('Dokumen diminta ulang: KTP, Kartu Keluarga');
    const sent = audit('registration.correction_submit', { author: null, fields: ['ktp'] });
    expect(activityText('registration', sent)).toBe('Perbaikan dikirim: KTP');
    expect(activityAuthor('registration', sent)).toBe('oleh pendaftar');
    const backToNew = audit('registration.status_change', {
      author: null,
      changes: { status: { old: 'needs_changes', new: 'new' } },
    });
    expect(activityText('registration', backToNew)).toBe('Status diubah: Perlu Perbaikan → Baru');
    expect(activityAuthor('registration', backToNew)).toBe('oleh pendaftar');
  });

  it('names the author: the admin, the buyer or applicant of the creation, else the system', () => {
    expect(activityAuthor('order', audit('order.note'))).toBe('oleh admin@contoh.co.id');
    expect(activityAuthor('order', { type: 'created', id: 'o', at: '' })).toBe('oleh pembeli');
    expect(activityAuthor('registration', { type: 'created', id: 'r', at: '' })).toBe(
      'oleh pendaftar',
    );
    expect(activityAuthor('order', audit('order.purge', { author: null }))).toBe('oleh sistem');
  });
});
