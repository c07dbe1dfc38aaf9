import { useCallback, useEffect, useRef } from 'react';

/** One pending timeout at a time; cleared on unmount. */
export function useTimer() {
  const id = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    if (id.current !== undefined) clearTimeout(id.current);
    id.current = undefined;
  }, []);
  const set = useCallback(
    (fn: () => void, ms: number) => {
      clear();
      id.current = setTimeout(() => {
        id.current = undefined;
        fn();
      }, ms);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);
  return { set, clear };
}
