import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

/** Copies text to the clipboard with a toast; `copied` stays true for two seconds (for a check mark). */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: string, text: string, message: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), 2000);
      toast.success(message);
    } catch {
      toast.error('Could not copy', { description: 'Select the text and copy it yourself.' });
    }
  }, []);

  return { copied, copy };
}
