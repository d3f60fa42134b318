import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clock } from './clock';
import {
  childNodeId,
  createMenuDriver,
  initialMenuState,
  type MenuEvent,
  type MenuState,
  menuReducer,
  menuStatus,
  nodePath,
  parentNodeId,
  rootNodeId,
} from './menu-machine';

const openAt = (node: string, extra: Partial<MenuState> = {}): MenuState => ({
  ...initialMenuState,
  node,
  scrollLocked: true,
  ...extra,
});
const closingAt = (node: string): MenuState => ({ ...initialMenuState, node, closing: true });

describe('node ids', () => {
  it.each([
    [rootNodeId(0), 'root-0'],
    [childNodeId('root-2', 3), 'root-2-3'],
    [childNodeId(childNodeId(rootNodeId(1), 0), 4), 'root-1-0-4'],
  ])('builds %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['root-1-2', 'root-1'],
    ['root-1', 'root'],
    ['root', null],
  ])('the parent of %s is %s', (node, parent) => {
    expect(parentNodeId(node)).toBe(parent);
  });

  it.each([
    ['root', []],
    ['root-3-0', [3, 0]],
    ['menu-1', null],
    ['root-x', null],
  ])('reads the path of %s', (node, path) => {
    expect(nodePath(node)).toEqual(path);
  });
});

describe('menuReducer', () => {
  it.each<[string, MenuState, MenuEvent, MenuState]>([
    [
      'open sets the node and locks scrolling',
      initialMenuState,
      { type: 'open', node: 'root-1' },
      openAt('root-1'),
    ],
    ['open clears closing', closingAt('root-1'), { type: 'open', node: 'root-2' }, openAt('root-2')],
    [
      'navigate sets the node and clears focus',
      openAt('root-1', { focusedItem: 'bars' }),
      { type: 'navigate', node: 'root-1-2' },
      openAt('root-1-2'),
    ],
    [
      'navigate is ignored while closing',
      closingAt('root-1'),
      { type: 'navigate', node: 'root-1-2' },
      closingAt('root-1'),
    ],
    [
      'back goes to the parent panel',
      openAt('root-1-2', { focusedItem: 'x' }),
      { type: 'back' },
      openAt('root-1'),
    ],
    ['back from a primary panel goes to the root panel', openAt('root-1'), { type: 'back' }, openAt('root')],
    ['back from the root panel closes', openAt('root'), { type: 'back' }, closingAt('root')],
    ['close starts closing and frees scrolling', openAt('root-1'), { type: 'close' }, closingAt('root-1')],
    ['close of a closed menu changes nothing', initialMenuState, { type: 'close' }, initialMenuState],
    ['Escape closes', openAt('root-1'), { type: 'dismiss', reason: 'escape' }, closingAt('root-1')],
    [
      'an outside press closes',
      openAt('root-1'),
      { type: 'dismiss', reason: 'outside-press' },
      closingAt('root-1'),
    ],
    ['the backdrop closes', openAt('root-1'), { type: 'dismiss', reason: 'backdrop' }, closingAt('root-1')],
    [
      'reset clears node, closing and focus',
      { ...closingAt('root-1'), focusedItem: 'x' },
      { type: 'reset' },
      initialMenuState,
    ],
    ['reset of an open menu changes nothing', openAt('root-1'), { type: 'reset' }, openAt('root-1')],
    [
      'a primary item with children opens its root panel',
      initialMenuState,
      { type: 'primaryClick', index: 2, hasChildren: true },
      openAt('root-2'),
    ],
    [
      'a primary item with children switches panels',
      openAt('root-1-3'),
      { type: 'primaryClick', index: 2, hasChildren: true },
      openAt('root-2'),
    ],
    [
      'a primary item with children closes its own open panel',
      openAt('root-2'),
      { type: 'primaryClick', index: 2, hasChildren: true },
      closingAt('root-2'),
    ],
    [
      'a primary item with children reopens its root panel from a deeper node',
      openAt('root-2-1'),
      { type: 'primaryClick', index: 2, hasChildren: true },
      openAt('root-2'),
    ],
    [
      'a link-only primary item closes an open menu',
      openAt('root-1'),
      { type: 'primaryClick', index: 3, hasChildren: false },
      closingAt('root-1'),
    ],
    [
      'a link-only primary item leaves a closed menu closed',
      initialMenuState,
      { type: 'primaryClick', index: 3, hasChildren: false },
      initialMenuState,
    ],
    [
      'clicks are ignored while closing',
      closingAt('root-1'),
      { type: 'primaryClick', index: 2, hasChildren: true },
      closingAt('root-1'),
    ],
    [
      'focus records the item',
      openAt('root-1'),
      { type: 'focus', itemId: 'bars' },
      openAt('root-1', { focusedItem: 'bars' }),
    ],
    [
      'search records the text',
      initialMenuState,
      { type: 'search', text: 'bar' },
      { ...initialMenuState, searchText: 'bar' },
    ],
    [
      'the interaction type is recorded',
      initialMenuState,
      { type: 'open', node: 'root-0', via: 'keyboard' },
      openAt('root-0', { interaction: 'keyboard' }),
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(menuReducer(state, event)).toEqual(expected);
  });

  it('returns the same state object when nothing changes', () => {
    const state = closingAt('root-1');
    expect(menuReducer(state, { type: 'primaryClick', index: 0, hasChildren: true })).toBe(state);
  });

  it.each([
    [initialMenuState, 'closed'],
    [openAt('root-1'), 'open'],
    [closingAt('root-1'), 'closing'],
  ] as const)('reports the status of %j as %s', (state, status) => {
    expect(menuStatus(state)).toBe(status);
  });

  const via = fc.option(fc.constantFrom('mouse' as const, 'keyboard' as const, 'touch' as const), {
    nil: undefined,
  });
  const node = fc.array(fc.nat(5), { maxLength: 3 }).map((path) => ['root', ...path].join('-'));
  const event: fc.Arbitrary<MenuEvent> = fc.oneof(
    fc.record({ type: fc.constant('open' as const), node, via }),
    fc.record({ type: fc.constant('navigate' as const), node, via }),
    fc.record({ type: fc.constant('back' as const), via }),
    fc.record({ type: fc.constant('close' as const), via }),
    fc.record({
      type: fc.constant('dismiss' as const),
      reason: fc.constantFrom('escape' as const, 'outside-press' as const, 'backdrop' as const),
      via,
    }),
    fc.record({
      type: fc.constant('primaryClick' as const),
      index: fc.nat(5),
      hasChildren: fc.boolean(),
      via,
    }),
    fc.record({ type: fc.constant('focus' as const), itemId: fc.option(fc.string()), via }),
    fc.record({ type: fc.constant('search' as const), text: fc.string() }),
    fc.constant({ type: 'reset' as const }),
  );

  it('locks scrolling exactly while open, and closing always keeps a node', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialMenuState;
        for (const next of events) {
          state = menuReducer(state, next);
          expect(state.scrollLocked).toBe(menuStatus(state) === 'open');
          if (state.closing) expect(state.node).not.toBeNull();
        }
      }),
    );
  }, 30_000);

  it('ignores every click while closing', () => {
    fc.assert(
      fc.property(node, fc.nat(5), fc.boolean(), (at, index, hasChildren) => {
        const state = closingAt(at);
        expect(menuReducer(state, { type: 'primaryClick', index, hasChildren })).toBe(state);
      }),
    );
  });
});

describe('createMenuDriver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears node and closing 300 ms after a close', () => {
    const driver = createMenuDriver();
    driver.dispatch({ type: 'open', node: 'root-1' });
    driver.dispatch({ type: 'dismiss', reason: 'escape' });
    expect(menuStatus(driver.getState())).toBe('closing');
    vi.advanceTimersByTime(299);
    expect(driver.getState()).toMatchObject({ node: 'root-1', closing: true });
    vi.advanceTimersByTime(1);
    expect(driver.getState()).toEqual(initialMenuState);
  });

  it('ignores clicks during the 300 ms and accepts them afterwards', () => {
    const driver = createMenuDriver();
    driver.dispatch({ type: 'primaryClick', index: 0, hasChildren: true });
    driver.dispatch({ type: 'primaryClick', index: 0, hasChildren: true });
    driver.dispatch({ type: 'primaryClick', index: 1, hasChildren: true });
    expect(menuStatus(driver.getState())).toBe('closing');
    vi.advanceTimersByTime(300);
    driver.dispatch({ type: 'primaryClick', index: 1, hasChildren: true });
    expect(driver.getState()).toMatchObject({ node: 'root-1', closing: false });
  });

  it('cancels the pending reset when the menu is opened again', () => {
    const driver = createMenuDriver();
    driver.dispatch({ type: 'open', node: 'root-1' });
    driver.dispatch({ type: 'close' });
    vi.advanceTimersByTime(100);
    driver.dispatch({ type: 'open', node: 'root-2' });
    vi.advanceTimersByTime(1000);
    expect(driver.getState()).toMatchObject({ node: 'root-2', closing: false, scrollLocked: true });
  });

  it('notifies subscribers of each change with the previous state', () => {
    const driver = createMenuDriver();
    const listener = vi.fn();
    const unsubscribe = driver.subscribe(listener);
    driver.dispatch({ type: 'open', node: 'root-0' });
    driver.dispatch({ type: 'open', node: 'root-0' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ node: 'root-0' }), initialMenuState);
    unsubscribe();
    driver.dispatch({ type: 'close' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('drops the pending reset on dispose', () => {
    const driver = createMenuDriver();
    driver.dispatch({ type: 'open', node: 'root-0' });
    driver.dispatch({ type: 'close' });
    driver.dispose();
    vi.advanceTimersByTime(1000);
    expect(menuStatus(driver.getState())).toBe('closing');
  });

  it('uses the injected clock and delay', () => {
    const pending: { callback: () => void; ms: number }[] = [];
    const clock: Clock = {
      setTimeout: (callback, ms) => pending.push({ callback, ms }),
      clearTimeout: () => {},
    };
    const driver = createMenuDriver({ clock, resetDelayMs: 50 });
    driver.dispatch({ type: 'open', node: 'root-0' });
    driver.dispatch({ type: 'close' });
    expect(pending.map((entry) => entry.ms)).toEqual([50]);
    pending[0]?.callback();
    expect(driver.getState()).toEqual(initialMenuState);
  });
});
