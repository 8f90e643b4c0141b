import { useCallback, useState } from 'react';

/**
 * Which bot messages have finished their typing effect: `onShown` goes to the message
 * list, `isTypedOut(id)` tells whether offers under that message may appear yet.
 */
export function useTypedOut() {
  const [typed, setTyped] = useState<ReadonlySet<string>>(() => new Set());
  const onShown = useCallback(
    (id: string) => setTyped((done) => (done.has(id) ? done : new Set(done).add(id))),
    [],
  );
  return { onShown, isTypedOut: (id: string) => typed.has(id) };
}
