// What a phone's camera gives: 12-megapixel JPEGs (4000 x 3000) of 4-6 MB each, made once by
// ImageMagick into a temp folder kept for later runs, and two small PDFs (pdfkit). A plasma
// picture with grain, at quality 92, has a phone photo's JPEG size (smooth colour and sensor
// noise); a flat or random picture would compress far better or far worse.
import { execFile } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';

const run = promisify(execFile);
const DIR = join(tmpdir(), 'toko-bench-camera-photos-v1');
const MB = 1_000_000;

/** Each photo's file name, ImageMagick's seed and how grainy it is (the proof is the 6 MB one). */
const PHOTOS = {
  ktp: { file: 'ktp.jpg', seed: 11, grain: 0.3 },
  kk: { file: 'kartu-keluarga.jpg', seed: 12, grain: 0.3 },
  selfieKtp: { file: 'selfie-ktp.jpg', seed: 13, grain: 0.3 },
  storePhotoOut: { file: 'toko-luar.jpg', seed: 14, grain: 0.3 },
  storePhotoIn: { file: 'toko-dalam.jpg', seed: 15, grain: 0.3 },
  proof: { file: 'bukti-transfer.jpg', seed: 16, grain: 0.345 },
};
const PDFS = { npwp: 'npwp.pdf', bankCert: 'buku-tabungan.pdf' };

async function makePhoto(path, { seed, grain }) {
  const partial = `${path}.partial.jpg`;
  await run('convert', [
    ...['-size', '4000x3000', '-seed', String(seed), 'plasma:fractal', '-blur', '0x2'],
    ...['-attenuate', String(grain), '+noise', 'Gaussian', '-quality', '92', partial],
  ]);
  renameSync(partial, path);
}

async function makePdf(path, title) {
  const partial = `${path}.partial`;
  const document = new PDFDocument({ size: 'A4' });
  const written = finished(document.pipe(createWriteStream(partial)));
  document.fontSize(20).text(title);
  for (let line = 1; line <= 40; line += 1) {
    document.fontSize(11).text(`Baris ${line}: Budi Santoso, Jl. Braga No. 10, Bandung 40181`);
  }
  document.end();
  await written;
  renameSync(partial, path);
}

/** The files by form field: `{ ktp: { path, bytes }, … }`; made on the first call. */
export async function cameraPhotos() {
  mkdirSync(DIR, { recursive: true });
  const jobs = [
    ...Object.values(PHOTOS)
      .filter(({ file }) => !existsSync(join(DIR, file)))
      .map((photo) => makePhoto(join(DIR, photo.file), photo)),
    ...Object.entries(PDFS)
      .filter(([, file]) => !existsSync(join(DIR, file)))
      .map(([field, file]) => makePdf(join(DIR, file), field.toUpperCase())),
  ];
  if (jobs.length) console.error(`making ${jobs.length} camera photos and PDFs in ${DIR} (once)`);
  await Promise.all(jobs);
  const files = {};
  for (const [field, file] of [
    ...Object.entries(PHOTOS).map(([field, photo]) => [field, photo.file]),
    ...Object.entries(PDFS),
  ]) {
    const path = join(DIR, file);
    files[field] = { path, bytes: statSync(path).size };
  }
  for (const field of Object.keys(PHOTOS)) {
    const { bytes } = files[field];
    if (bytes < 4 * MB || bytes > 6.3 * MB) throw new Error(`${field} photo is ${bytes} bytes`);
  }
  return files;
}
