import { useRef, useState } from 'react';
import type { UploadRules } from './file-rules';
import { prepareFile } from './prepare-file';

type ChoiceState = { preparing: boolean; error?: string; originalSize?: number };

/**
 * What a file picker does with a pick: check the type, shrink, check the size, then hand the
 * file to send to `onChange`. A refused pick keeps the previous file and shows why; of two
 * quick picks the last one wins.
 */
export function useFileChoice(options: {
  rules: UploadRules;
  onChange: (file: File | null) => void;
  onRejected?: (message: string) => void;
}) {
  const [state, setState] = useState<ChoiceState>({ preparing: false });
  const lastPick = useRef(0);

  async function choose(file: File | undefined) {
    if (!file) return;
    const pick = ++lastPick.current;
    setState({ preparing: true });
    const result = await prepareFile(file, options.rules);
    if (pick !== lastPick.current) return;
    if (!result.ok) {
      setState({ preparing: false, error: result.error });
      options.onRejected?.(result.error);
      return;
    }
    setState({ preparing: false, originalSize: result.originalSize });
    options.onChange(result.file);
  }

  function remove() {
    lastPick.current += 1;
    setState({ preparing: false });
    options.onChange(null);
  }

  return { ...state, choose, remove };
}
