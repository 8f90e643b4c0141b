import { useEffect, useState } from 'react';

/**
 * Copies a text to the clipboard and says so for a moment (politely announced); where
 * the browser refuses, says that instead.
 */
export function CopyButton({
  text,
  label,
  copied,
  failed,
  className = 'button',
}: {
  readonly text: string;
  readonly label: string;
  readonly copied: string;
  readonly failed?: string;
  readonly className?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="copy">
      <button type="button" className={className} onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="copy-status small">
        {state === 'copied' ? copied : state === 'failed' ? (failed ?? '') : ''}
      </span>
    </span>
  );
}
