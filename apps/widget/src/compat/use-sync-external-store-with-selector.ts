import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'preact/compat';

/**
 * `use-sync-external-store/shim/with-selector` as an ES module on Preact (vite.config.ts
 * aliases it here). @xstate/react's useSelector imports it; the package ships only
 * CommonJS that `require`s 'react', which in the unit tests Node would answer with real
 * React instead of the aliased Preact. A port of React's own implementation (MIT, Meta):
 * the selection is recomputed only when the store's snapshot changes, and kept when
 * `isEqual` says the new one equals it.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instRef = useRef<{ hasValue: boolean; value: Selection | null } | null>(null);
  instRef.current ??= { hasValue: false, value: null };
  const inst = instRef.current;

  const getSelection = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        // The last rendered selection survives a remount when it still equals the new one.
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const current = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current;
      const nextSelection = selector(nextSnapshot);
      memoizedSnapshot = nextSnapshot;
      if (isEqual?.(current, nextSelection)) return current;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    return () => memoizedSelector(getSnapshot());
  }, [getSnapshot, selector, isEqual, inst]);

  // Preact renders on the client only: the server snapshot never applies.
  void getServerSnapshot;
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
