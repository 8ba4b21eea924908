import {
  IDEMPOTENCY_KEY_HEADER,
  mapCoordinates,
  REGISTRATION_FILE_FIELDS,
  registrationCreatedSchema,
  type RegistrationCreated,
  type RegistrationFileField,
  type RegistrationRequest,
  type RegistrationWithUploadsRequest,
} from '@toko/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client';
import { forgetSessionIdempotencyKey, sessionIdempotencyKey } from '@/lib/upload/idempotency-key';
import { waitingForUploadsLabel } from '@/lib/upload/waiting-label';
import { whenUploadsSettle } from '@/lib/upload/when-uploads-settle';
import type { AccountType } from '../draft/account-type-store';
import type { DraftFiles } from '../draft/draft-files';
import type { RegistrationDraft } from '../draft/registration-draft';
import {
  documentStates,
  draftToken,
  forgetDocuments,
  refuseDocument,
  resumeDocuments,
  subscribeDocuments,
} from '../uploads/document-uploads';
import { useDocumentUploads } from '../uploads/use-document-uploads';
import { registrationErrorMessage } from './registration-error-message';

const KEY_NAME = 'registration';

/** The sign-up's own fields, as `POST /api/registrations` reads them next to its uploads. */
export function registrationRequest(
  draft: RegistrationDraft,
  accountType: AccountType,
): RegistrationRequest {
  const { step1, step2 } = draft;
  const { lat, lng } = mapCoordinates(step2.gmapLat, step2.gmapLng);
  return {
    accountType,
    ...step1,
    storeName: step2.storeName,
    gmapAddress: step2.gmapAddress,
    gmapLat: lat,
    gmapLng: lng,
    receiptAddress: step2.receiptAddress,
    storeKeeper: step2.storeKeeper,
    storeKeeperPhone: step2.storeKeeperPhone,
    orderState: step2.orderState,
  };
}

/** The same refusal told on one field. */
function onField(error: ApiError, field: RegistrationFileField, message: string): ApiError {
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    fields: { [field]: message },
    requestId: error.requestId,
  });
}

type Pending = {
  request: RegistrationRequest;
  fields: RegistrationFileField[];
  /** Each waited file's size, for the share of them that has gone up. */
  sizes: Partial<Record<RegistrationFileField, number>>;
};

/**
 * "Kirim Pendaftaran": waits for the documents still going up (`waiting`), then sends the sign-up
 * as a small JSON request naming each upload, so no file travels twice. The idempotency key
 * lives in sessionStorage, so a retry (or a reload) after a dropped connection cannot register
 * twice. What errors say: docs/product.md, "When a sign-up fails".
 */
export function useSubmitRegistration(options: {
  onCreated: (created: RegistrationCreated) => void;
  /** `error`: the failure behind it, whose request id is shown as "Kode: …". */
  onFailed: (message: string, error: ApiError) => void;
}) {
  const [pending, setPending] = useState<Pending>();
  const states = useDocumentUploads();
  const [sending, setSending] = useState(false);
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<{ message: string; error: ApiError }>();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  function fail(message: string, error: ApiError) {
    setPending(undefined);
    setFailure({ message, error });
    latest.current.onFailed(message, error);
  }

  async function send({ request, fields }: Pending) {
    setPending(undefined);
    setSending(true);
    const states = documentStates();
    const named = Object.fromEntries(
      fields.map((field) => {
        const state = states[field];
        return [field, state?.status === 'done' ? state.uploadId : undefined];
      }),
    );
    try {
      const body: RegistrationWithUploadsRequest = {
        ...request,
        uploadDraft: await draftToken(),
        uploads: named,
      };
      const answer = await apiRequest('/api/registrations', {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: sessionIdempotencyKey(KEY_NAME) },
        parse: registrationCreatedSchema.parse,
      });
      forgetSessionIdempotencyKey(KEY_NAME);
      forgetDocuments();
      setCreated(true);
      latest.current.onCreated(answer);
    } catch (error) {
      const apiError = isApiError(error)
        ? error
        : new ApiError({ status: 0, code: 'internal_error', message: '' });
      // A refusal stored nothing: the next try, perhaps with other uploads, is a new request.
      // After a lost answer the key stays, so a retry cannot register twice.
      if (apiError.code !== 'network_error') forgetSessionIdempotencyKey(KEY_NAME);
      // A document the server would not take (expired, already used) must go up again.
      for (const field of REGISTRATION_FILE_FIELDS) {
        const message = apiError.fields[field];
        if (message) refuseDocument(field, onField(apiError, field, message));
      }
      fail(registrationErrorMessage(apiError), apiError);
    } finally {
      setSending(false);
    }
  }

  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);

  /** The sign-up leaves once all its documents are up, or says which one failed. */
  function sendWhenUp(waiting: Pending) {
    const documents = { states: documentStates, subscribe: subscribeDocuments };
    stopWaiting.current = whenUploadsSettle(documents, waiting.fields, (settled) => {
      if (settled.status === 'done') return void send(waiting);
      const { field, error } = settled;
      fail(registrationErrorMessage(onField(error, field, error.message), field), error);
    });
  }

  function submit(draft: RegistrationDraft, accountType: AccountType, files: DraftFiles) {
    if (pending || sending) return;
    setFailure(undefined);
    const fields = REGISTRATION_FILE_FIELDS.filter((field) => files[field]);
    // A document with no upload yet (none since the reload) starts now.
    resumeDocuments(files);
    const sizes = Object.fromEntries(fields.map((field) => [field, files[field]?.size ?? 0]));
    const waiting = { request: registrationRequest(draft, accountType), fields, sizes };
    setPending(waiting);
    sendWhenUp(waiting);
  }

  /** "Mengunggah… 45%" over the documents the waiting sign-up names, or "Menunggu jaringan…". */
  const waitingLabel = pending
    ? waitingForUploadsLabel(
        pending.fields.map((field) => ({ state: states[field], size: pending.sizes[field] ?? 0 })),
      )
    : undefined;

  return { submit, waiting: pending !== undefined, waitingLabel, sending, created, failure };
}
