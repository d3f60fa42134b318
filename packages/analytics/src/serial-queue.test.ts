import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('runs a synchronous step at once while nothing is pending', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const result = run(() => {
      log.push('a');
      return 1;
    });
    expect(log).toEqual(['a']);
    await expect(result).resolves.toBe(1);
  });

  it('holds later steps, synchronous ones too, until a pending step has finished', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const gate = deferred<string>();
    const first = run(() => gate.promise.then((value) => log.push(value)));
    const second = run(() => log.push('second'));
    const third = run(() => log.push('third'));
    expect(log).toEqual([]);
    gate.resolve('first');
    await Promise.all([first, second, third]);
    expect(log).toEqual(['first', 'second', 'third']);
  });

  it('goes on after a step that fails, whose own promise rejects', async () => {
    const run = createSerialQueue();
    const log: string[] = [];
    const gate = deferred<void>();
    const failing = run(() => gate.promise);
    const thrown = run(() => {
      throw new Error('step broke');
    });
    const after = run(() => log.push('after'));
    gate.reject(new Error('load failed'));
    await expect(failing).rejects.toThrow('load failed');
    await expect(thrown).rejects.toThrow('step broke');
    await expect(after).resolves.toBe(1);
    expect(log).toEqual(['after']);
  });

  it('runs synchronously again once the queue has drained', async () => {
    const run = createSerialQueue();
    await run(() => Promise.resolve('loaded'));
    // Let the queue notice it is idle (every pending microtask runs before a timer).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const log: string[] = [];
    void run(() => log.push('now'));
    expect(log).toEqual(['now']);
  });

  it('keeps separate queues independent', () => {
    const first = createSerialQueue();
    const second = createSerialQueue();
    const log: string[] = [];
    void first(() => new Promise(() => {}));
    void second(() => log.push('second'));
    expect(log).toEqual(['second']);
  });
});
