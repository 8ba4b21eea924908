import {
  mapCoordinates,
  REGISTRATION_FILE_FIELDS,
  registrationCreatedSchema,
  type RegistrationCreated,
  type RegistrationRequest,
} from '@toko/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { forgetSessionIdempotencyKey, sessionIdempotencyKey } from '@/lib/upload/idempotency-key';
import { useMultipartSubmit, type UploadState } from '@/lib/upload/use-multipart-submit';
import type { AccountType } from '../draft/account-type-store';
import type { DraftFiles } from '../draft/draft-files';
import type { RegistrationDraft } from '../draft/registration-draft';
import { fileAtProgress, registrationErrorMessage } from './registration-error-message';

const KEY_NAME = 'registration';

/** The multipart JSON part: the draft's fields as `POST /api/registrations` reads them. */
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

/**
 * `POST /api/registrations`: the JSON and the eight files in one request, with one progress bar
 * and an idempotency key kept in sessionStorage, so a retry (or a reload) after a dropped
 * connection cannot register twice. What errors say: docs/product.md, "When a sign-up fails".
 */
export function useSubmitRegistration(options: {
  onCreated: (created: RegistrationCreated) => void;
  onFailed: (message: string) => void;
}) {
  const lastProgress = useRef(0);
  const sentFiles = useRef<[keyof DraftFiles, number][]>([]);
  const [errorMessage, setErrorMessage] = useState('');
  const upload = useMultipartSubmit<RegistrationCreated>({
    parse: registrationCreatedSchema.parse,
    onSuccess: (created) => {
      forgetSessionIdempotencyKey(KEY_NAME);
      options.onCreated(created);
    },
    onError: (error) => {
      const interrupted = fileAtProgress(sentFiles.current, lastProgress.current);
      const message = registrationErrorMessage(error, interrupted);
      setErrorMessage(message);
      options.onFailed(message);
    },
  });

  useEffect(() => {
    if (upload.state.status === 'uploading') lastProgress.current = upload.state.progress;
  }, [upload.state]);

  function submit(draft: RegistrationDraft, accountType: AccountType, files: DraftFiles) {
    const ordered = REGISTRATION_FILE_FIELDS.filter((field) => files[field]);
    sentFiles.current = ordered.map((field) => [field, files[field]?.size ?? 0]);
    lastProgress.current = 0;
    void upload.submit({
      url: '/api/registrations',
      json: { name: 'registration', value: registrationRequest(draft, accountType) },
      files: Object.fromEntries(ordered.map((field) => [field, files[field]])),
      idempotencyKey: sessionIdempotencyKey(KEY_NAME),
    });
  }

  // The shared progress and retry box shows the spec's message, not the server's raw one.
  const state: UploadState<RegistrationCreated> =
    upload.state.status === 'error'
      ? {
          status: 'error',
          error: new ApiError({
            status: upload.state.error.status,
            code: upload.state.error.code,
            message: errorMessage || upload.state.error.message,
            fields: { ...upload.state.error.fields },
          }),
        }
      : upload.state;

  return { ...upload, state, submit };
}
