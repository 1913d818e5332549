// Copies text with the asynchronous Clipboard API and reports how it went: 'copied' for a while, then back to
// 'idle'; 'failed' (until the next try) when the browser has no clipboard access or refuses it.
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export function useCopyToClipboard(copiedDuration: number): {
  status: CopyStatus;
  copy: (text: string) => Promise<CopyStatus>;
} {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<CopyStatus> => {
      clearTimeout(timer.current);
      try {
        // Missing outside secure contexts (plain http on another host) and in some embedded browsers.
        if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('No clipboard access');
        await navigator.clipboard.writeText(text);
      } catch {
        setStatus('failed');
        return 'failed';
      }
      setStatus('copied');
      timer.current = setTimeout(() => setStatus('idle'), copiedDuration);
      return 'copied';
    },
    [copiedDuration],
  );

  return { status, copy };
}
