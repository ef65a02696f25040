import { useCallback, useRef, useState } from 'react';

interface ActionState<R> {
  pending: boolean;
  error: unknown;
  data: R | undefined;
}

/**
 * The state of one async action (pending, error, result) for the public screens, which run without
 * TanStack Query to keep the first screen small. `run` rejects like the action does.
 */
export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  const [state, setState] = useState<ActionState<R>>({ pending: false, error: null, data: undefined });
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const run = useCallback(async (...args: A): Promise<R> => {
    setState({ pending: true, error: null, data: undefined });
    try {
      const data = await fnRef.current(...args);
      setState({ pending: false, error: null, data });
      return data;
    } catch (error) {
      setState({ pending: false, error, data: undefined });
      throw error;
    }
  }, []);
  const reset = useCallback(() => setState({ pending: false, error: null, data: undefined }), []);
  return { ...state, run, reset };
}
