import type { RegistrationFileField } from '@toko/contracts';
import type { ApiError } from '@/lib/api-client';
import { importUntilLoaded } from '@/lib/import-until-loaded';
import type { UploadStates } from '@/lib/upload/resumable-uploads';
import type { documents as uploadEngine } from './document-upload-engine';

export type DocumentStates = UploadStates<RegistrationFileField>;

type Documents = typeof uploadEngine;

const NONE: DocumentStates = {};
const listeners = new Set<() => void>();
let loaded: Documents | undefined;
let loading: Promise<Documents> | undefined;

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The upload code (tus-js-client, the draft's zod contract, the API client) is loaded with the
 * first document there is to send, not with step 1: a visitor who has not chosen a file yet does
 * not pay for it (decision 030). Every call goes through the one promise, so they keep their order;
 * a pick while the network is down waits for the code instead of being lost.
 */
function documents(): Promise<Documents> {
  loading ??= importUntilLoaded(() => import('./document-upload-engine')).then((module) => {
    loaded = module.documents;
    loaded.subscribe(notify);
    notify();
    return loaded;
  });
  return loading;
}

/** The draft's token, asked once while none is fresh. */
export async function draftToken(): Promise<string> {
  return (await documents()).draftToken();
}

/**
 * A document is being picked: the upload code and the draft's token are fetched while its photo
 * is shrunk, so its upload starts the moment the photo is ready instead of after two more round
 * trips. A failure here is left to the pick, which asks again.
 */
export function getReadyForDocument(): void {
  void draftToken().catch(() => undefined);
}

/** A file just chosen: shrunk, kept in the draft and sent at once. */
export async function pickDocument(field: RegistrationFileField, file: File): Promise<void> {
  return (await documents()).pick(field, file);
}

/** A file removed: its upload stops, and it leaves the draft. */
export function dropDocument(field: RegistrationFileField): void {
  void documents().then((engine) => engine.drop(field));
}

/** After a reload, the draft's files continue their uploads; a draft without files loads nothing. */
export function resumeDocuments(stored: Partial<Record<RegistrationFileField, File>>): void {
  if (Object.keys(stored).length === 0) return;
  void documents().then((engine) => engine.resume(stored));
}

/** Continues a failed upload from the server's offset, or sends the file again. */
export function retryDocument(field: RegistrationFileField): void {
  void documents().then((engine) => engine.retry(field));
}

/** The server refused a finished upload at the submit: it must go up again. */
export function refuseDocument(field: RegistrationFileField, error: ApiError): void {
  void documents().then((engine) => engine.refuse(field, error));
}

/** After the sign-up is sent: no file, URL, token or state of its uploads is left. */
export function forgetDocuments(): void {
  void documents().then((engine) => engine.forget());
}

/** Each document's upload state; none before the upload code has loaded. */
export function documentStates(): DocumentStates {
  return loaded?.states() ?? NONE;
}

export function subscribeDocuments(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
