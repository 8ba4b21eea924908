import { t } from '@toko/contracts/i18n/registration';
import { Eraser } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { importUntilLoaded } from '@/lib/import-until-loaded';
import { beginPreparation } from '@/lib/upload/pick-preparations';
import { DocumentUploadStatus } from '../uploads/document-upload-status';
import { FormSection } from './form-section';

type Props = {
  value: File | undefined;
  onChange: (file: File | null) => void;
  error?: string;
};

const FILE_NAME = 'tanda-tangan.png';

function toPngFile(canvas: HTMLCanvasElement): Promise<File | null> {
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob && new File([blob], FILE_NAME, { type: 'image/png' })),
      'image/png',
    );
  });
}

/** Sizes the canvas to its box at the screen's pixel density; returns the CSS size. */
function fitCanvas(canvas: HTMLCanvasElement) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  return { width, height };
}

/**
 * The signature pad (signature_pad, loaded when this step opens): finger, pen or mouse; each
 * stroke saves the drawing as a PNG (until then it counts as a pick being prepared), 'Hapus
 * Tanda Tangan' empties it. A saved signature is drawn
 * back after a reload.
 */
export function SignatureSection({ value, onChange, error }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    let active = true;
    let lastWidth = 0;
    async function redraw() {
      const element = canvas.current;
      if (!element || !pad.current) return;
      const size = fitCanvas(element);
      lastWidth = size.width;
      pad.current.clear();
      const saved = latest.current.value;
      if (!saved) return;
      const url = URL.createObjectURL(saved);
      try {
        await pad.current.fromDataURL(url, { ratio: 1, ...size });
      } catch {
        // A saved signature that cannot be drawn: the person signs again.
      } finally {
        URL.revokeObjectURL(url);
      }
    }
    function onResize() {
      if (canvas.current && canvas.current.offsetWidth !== lastWidth) void redraw();
    }
    void importUntilLoaded(() => import('signature_pad')).then(({ default: Pad }) => {
      if (!active || !canvas.current) return;
      pad.current = new Pad(canvas.current, { backgroundColor: 'rgb(255, 255, 255)' });
      pad.current.addEventListener('endStroke', () => {
        if (!canvas.current) return;
        // Like a picked photo: a submit tapped before the PNG is made waits for it.
        const prepared = beginPreparation();
        void toPngFile(canvas.current)
          .then((file) => {
            if (file) flushSync(() => latest.current.onChange(file));
          })
          .finally(prepared);
      });
      void redraw();
      setReady(true);
      window.addEventListener('resize', onResize);
    });
    return () => {
      active = false;
      window.removeEventListener('resize', onResize);
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  function clear() {
    pad.current?.clear();
    onChange(null);
  }

  return (
    <FormSection id="registration-signature-title" title={t('registration.section.signature')}>
      <p id="registration-signature-hint" className="text-sm text-muted-foreground">
        {t('registration.signature.hint')}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('registration.signature.pad')}
        aria-describedby={
          error
            ? 'registration-signature-hint registration-signature-error'
            : 'registration-signature-hint'
        }
        data-testid="signature-pad"
        className={`h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white ${error ? 'border-destructive' : 'border-input'}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {!ready
            ? t('registration.signature.loading')
            : value
              ? t('registration.signature.saved')
              : ''}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={clear} disabled={!ready}>
          <Eraser aria-hidden="true" className="size-4" />
          {t('registration.signature.clear')}
        </Button>
      </div>
      <DocumentUploadStatus field="signature" />
      {error ? (
        <p id="registration-signature-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
