import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { UploadRules } from './file-rules';
import { beginPreparation } from './pick-preparations';
import { prepareFile } from './prepare-file';

type ChoiceState = {
  preparing: boolean;
  error?: string;
  /** The file this hook handed over and the size of the pick it came from. */
  picked?: { file: File; originalSize: number };
};

/**
 * What a file picker does with a pick: check the type, shrink, check the size, then hand the
 * file to send to `onChange`. A refused pick keeps the previous file and shows why; of two
 * quick picks the last one wins. Until the file is handed over (and rendered), the pick counts
 * as being prepared, so a submit tapped meanwhile waits for it.
 */
export function useFileChoice(options: {
  rules: UploadRules;
  onChange: (file: File | null) => void;
  onRejected?: (message: string) => void;
}) {
  const [state, setState] = useState<ChoiceState>({ preparing: false });
  const lastPick = useRef(0);
  // Shrinking takes a moment: the answer goes to the callbacks of the latest render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  async function choose(file: File | undefined) {
    if (!file) return;
    const pick = ++lastPick.current;
    const prepared = beginPreparation();
    setState({ preparing: true });
    try {
      const result = await prepareFile(file, latest.current.rules);
      if (pick !== lastPick.current) return;
      // Rendered before the preparation ends: a waiting submit then reads the form with it.
      flushSync(() => {
        if (result.ok) {
          setState({ preparing: false, picked: result });
          latest.current.onChange(result.file);
        } else {
          setState({ preparing: false, error: result.error });
          latest.current.onRejected?.(result.error);
        }
      });
    } finally {
      prepared();
    }
  }

  function remove() {
    lastPick.current += 1;
    setState({ preparing: false });
    latest.current.onChange(null);
  }

  /** The picked size when `file` is this hook's shrunk copy of it (not a file set from outside). */
  function originalSizeOf(file: File): number | undefined {
    return state.picked?.file === file ? state.picked.originalSize : undefined;
  }

  return { preparing: state.preparing, error: state.error, choose, remove, originalSizeOf };
}
