/**
 * A test page for the upload client, bundled on the fly by e2e/upload-client.spec.ts (never by
 * the app): two pickers and a submission with its status in #upload-harness when the page has
 * one, and the library on `window.uploadLib` in any page.
 */
import {
  PROOF_EXTENSIONS,
  PROOF_MIME_TYPES,
  REGISTRATION_DOCUMENT_MIME_TYPES,
} from '@toko/contracts';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { UploadStatus } from '@/components/ui/upload-status';
import { fitWithin } from '@/lib/upload/fit-within';
import { prepareFile } from '@/lib/upload/prepare-file';
import { sendMultipart } from '@/lib/upload/send-multipart';
import { shrinkImage } from '@/lib/upload/shrink-image';
import { useMultipartSubmit } from '@/lib/upload/use-multipart-submit';

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
  const upload = useMultipartSubmit({ parse: (data) => data as { received: number } });
  const search = new URLSearchParams(window.location.search);

  function send() {
    void upload.submit({
      url: `/upload?${search.toString()}`,
      json: { name: 'order', value: { buyer: 'Budi', items: [{ id: 'edc-a', quantity: 1 }] } },
      files: { proof, ktp },
      idempotencyKey: search.get('key') ?? undefined,
    });
  }

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
      <UploadStatus state={upload.state} onRetry={upload.retry} onCancel={upload.abort} />
      <Button onClick={send}>Kirim</Button>
      <output data-testid="status">{upload.state.status}</output>
      {upload.state.status === 'success' ? (
        <pre data-testid="answer">{JSON.stringify(upload.state.data)}</pre>
      ) : null}
    </main>
  );
}

Object.assign(window, { uploadLib: { fitWithin, prepareFile, sendMultipart, shrinkImage } });
const container = document.getElementById('upload-harness');
if (container) createRoot(container).render(<Harness />);
