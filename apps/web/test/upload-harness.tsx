/**
 * A test page for the upload client, bundled on the fly by e2e/upload-client.spec.ts (never by
 * the app): two file pickers in #upload-harness, and the shrinking and checking the forms do
 * before a file goes up through /api/uploads on `window.uploadLib`.
 */
import {
  PROOF_EXTENSIONS,
  PROOF_MIME_TYPES,
  REGISTRATION_DOCUMENT_MIME_TYPES,
} from '@toko/contracts';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FilePicker } from '@/components/ui/file-picker';
import { prepareFile } from '@/lib/upload/prepare-file';
import { shrinkImage } from '@/lib/upload/shrink-image';

const proofRules = {
  mimeTypes: PROOF_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: {
    type: 'Tipe file tidak didukung. Gunakan JPG, PNG, atau PDF.',
    size: 'File terlalu besar (maksimal 10MB).',
  },
};
const ktpRules = {
  mimeTypes: REGISTRATION_DOCUMENT_MIME_TYPES,
  extensions: PROOF_EXTENSIONS,
  messages: {
    type: 'Hanya file JPG, PNG, atau PDF yang diizinkan',
    size: 'Ukuran file maksimal 10 MB',
  },
};

function Harness() {
  const [proof, setProof] = useState<File | null>(null);
  const [ktp, setKtp] = useState<File | null>(null);
  // What the form would send, for the test to read (not shown).
  const chosen = [proof, ktp].flatMap((file) =>
    file ? [{ name: file.name, type: file.type, size: file.size }] : [],
  );

  return (
    <main className="mx-auto grid max-w-xl gap-5 p-4">
      <FilePicker
        id="proof"
        label="Bukti pembayaran"
        rules={proofRules}
        value={proof}
        onChange={setProof}
        camera="environment"
      />
      <FilePicker id="ktp" label="Foto KTP" rules={ktpRules} value={ktp} onChange={setKtp} />
      <output data-testid="chosen" data-files={JSON.stringify(chosen)} />
    </main>
  );
}

Object.assign(window, { uploadLib: { prepareFile, shrinkImage } });
const container = document.getElementById('upload-harness');
if (container) createRoot(container).render(<Harness />);
