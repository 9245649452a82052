import { useEffect, useState } from 'react';

/** Calls `fn` once `ms` have passed without another call; `flush` runs a pending call now, `cancel` drops it. */
export function createDebouncer<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  return {
    call(...args: A) {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      run();
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
    get pending() {
      return pending !== undefined;
    },
  };
}

/** The value, once it has stayed the same for `ms` (the first value at once). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
