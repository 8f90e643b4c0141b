import { useCallback, useState } from 'preact/hooks';

/**
 * React 19's `useOptimistic` for Preact, which has no concurrent rendering: an optimistic
 * value stands until the state it was based on changes, then the real state shows again.
 * react-router 8 imports it by name; it only calls the setter with `useTransitions`,
 * which the widget does not set, so in practice this returns its input.
 */
export function useOptimistic<S, A = S>(
  passthrough: S,
  reducer?: (state: S, action: A) => S,
): [S, (action: A) => void] {
  const [optimistic, setOptimistic] = useState<{ base: S; value: S } | null>(null);
  const value =
    optimistic !== null && optimistic.base === passthrough ? optimistic.value : passthrough;
  const add = useCallback(
    (action: A) =>
      setOptimistic((current) => {
        const from = current !== null && current.base === passthrough ? current.value : passthrough;
        // Without a reducer the action is the new value (React's contract: A defaults to S).
        const next = reducer ? reducer(from, action) : (action as unknown as S);
        return { base: passthrough, value: next };
      }),
    [passthrough, reducer],
  );
  return [value, add];
}
