/**
 * Runs a step after every step handed to the same queue before it has finished, and returns its
 * result. A step may be synchronous or return a promise; a failed step does not stop the ones after it
 * (its promise rejects, the queue goes on).
 */
export type SerialQueue = <T>(step: () => T | PromiseLike<T>) => Promise<T>;

const ignore = () => {};

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * A {@link SerialQueue}. While nothing is pending, a step runs at once (a synchronous step finishes
 * before `run` returns); once a step is waiting on a promise, later steps wait their turn. The React
 * binding pushes every data-layer entry through one, so an event whose validation is still loading
 * keeps its place before the entries tracked after it.
 */
export function createSerialQueue(): SerialQueue {
  // The settled form of the last pending step; null while nothing is pending.
  let tail: Promise<void> | null = null;
  const follow = (current: Promise<unknown>) => {
    const settled = current.then(ignore, ignore);
    tail = settled;
    void settled.then(() => {
      if (tail === settled) tail = null;
    });
  };
  return <T>(step: () => T | PromiseLike<T>): Promise<T> => {
    if (tail === null) {
      let result: T | PromiseLike<T>;
      try {
        result = step();
      } catch (error) {
        return Promise.reject(error);
      }
      if (!isThenable(result)) return Promise.resolve(result);
      const current = Promise.resolve(result);
      follow(current);
      return current;
    }
    const current = tail.then(step);
    follow(current);
    return current;
  };
}
