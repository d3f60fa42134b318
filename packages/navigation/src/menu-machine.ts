import { MENU_RESET_DELAY_MS } from '@ironmark/config';
import { type Clock, systemClock, type TimerHandle } from './clock';

/**
 * A menu node id: `'root'` is the drawer's root panel (the list of primary items), `root-N` the
 * panel of primary item N (0-based), `root-N-M` the panel of its child M, and so on (spec §4).
 */
export type MenuNodeId = string;

/** The id of the drawer's root panel. */
export const ROOT_NODE: MenuNodeId = 'root';

/** How the visitor last interacted with the menu. */
export type MenuInteraction = 'mouse' | 'keyboard' | 'touch';

/**
 * Menu state (spec §4 'Menu'): the current node (`null` when closed), the closing flag (set for
 * `MENU_RESET_DELAY_MS` = 300 ms after a close), the focused item id, the search text, the last
 * interaction type, and `scrollLocked` — `true` exactly while the menu is open (not closing).
 */
export interface MenuState {
  node: MenuNodeId | null;
  closing: boolean;
  focusedItem: string | null;
  searchText: string;
  interaction: MenuInteraction | null;
  scrollLocked: boolean;
}

/** The three states of spec §4: closed, open at a node, closing. */
export type MenuStatus = 'closed' | 'open' | 'closing';

/** The closed menu: no node, not closing, nothing focused, empty search, scroll free. */
export const initialMenuState: MenuState = {
  node: null,
  closing: false,
  focusedItem: null,
  searchText: '',
  interaction: null,
  scrollLocked: false,
};

/** Why the menu was dismissed (all close it — spec §4). */
export type MenuDismissReason = 'escape' | 'outside-press' | 'backdrop';

/** Everything that can happen to the menu. `via` records the interaction type when given. */
export type MenuEvent =
  | { type: 'open'; node: MenuNodeId; via?: MenuInteraction }
  | { type: 'navigate'; node: MenuNodeId; via?: MenuInteraction }
  | { type: 'back'; via?: MenuInteraction }
  | { type: 'close'; via?: MenuInteraction }
  | { type: 'dismiss'; reason: MenuDismissReason; via?: MenuInteraction }
  | { type: 'primaryClick'; index: number; hasChildren: boolean; via?: MenuInteraction }
  | { type: 'focus'; itemId: string | null; via?: MenuInteraction }
  | { type: 'search'; text: string }
  | { type: 'reset' };

/** The status of a state: closing wins over the node. */
export function menuStatus(state: MenuState): MenuStatus {
  if (state.closing) return 'closing';
  return state.node === null ? 'closed' : 'open';
}

/** The node of primary item `index` (0-based): `root-{index}`. */
export function rootNodeId(index: number): MenuNodeId {
  return `${ROOT_NODE}-${index}`;
}

/** The node of child `index` (0-based) of `node`: `{node}-{index}`. */
export function childNodeId(node: MenuNodeId, index: number): MenuNodeId {
  return `${node}-${index}`;
}

/** The parent of a node (`root-1-2` → `root-1` → `root` → `null`). */
export function parentNodeId(node: MenuNodeId): MenuNodeId | null {
  const cut = node.lastIndexOf('-');
  return cut === -1 ? null : node.slice(0, cut);
}

/** The 0-based indices a node id names (`root-1-2` → `[1, 2]`, `root` → `[]`); `null` for a malformed id. */
export function nodePath(node: MenuNodeId): number[] | null {
  const [head, ...rest] = node.split('-');
  if (head !== ROOT_NODE || !rest.every((part) => /^\d+$/.test(part))) return null;
  return rest.map(Number);
}

function withInteraction(state: MenuState, via: MenuInteraction | undefined): MenuState {
  return via && via !== state.interaction ? { ...state, interaction: via } : state;
}

function open(state: MenuState, node: MenuNodeId): MenuState {
  return { ...state, node, closing: false, scrollLocked: true };
}

function close(state: MenuState): MenuState {
  if (state.node === null || state.closing) return state;
  return { ...state, closing: true, scrollLocked: false };
}

/**
 * The menu state machine of spec §4 as a pure reducer (returns the same object when nothing changes):
 * - `open` sets the node and clears closing;
 * - `navigate` sets the node and clears focus (ignored while closing); `back` navigates to the
 *   parent panel and closes from the root panel;
 * - `close` and `dismiss` (Escape, outside press, backdrop) start closing; `reset` — sent by the
 *   driver 300 ms later — clears node, closing and focus;
 * - `primaryClick` is ignored while closing; a primary item with children opens `root-N`, or closes
 *   the menu when it is already open at exactly that panel; a link-only primary item closes an
 *   open menu;
 * - the scroll lock is on exactly while open.
 */
export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  const next = transition(state, event);
  return sameState(state, next) ? state : next;
}

function sameState(a: MenuState, b: MenuState): boolean {
  return (Object.keys(a) as (keyof MenuState)[]).every((key) => a[key] === b[key]);
}

function transition(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'open':
      return withInteraction(open(state, event.node), event.via);
    case 'navigate':
      if (state.closing) return state;
      return withInteraction({ ...open(state, event.node), focusedItem: null }, event.via);
    case 'back': {
      if (state.closing || state.node === null) return state;
      const parent = parentNodeId(state.node);
      const next = parent === null ? close(state) : { ...open(state, parent), focusedItem: null };
      return withInteraction(next, event.via);
    }
    case 'close':
    case 'dismiss':
      return withInteraction(close(state), event.via);
    case 'primaryClick': {
      // spec §4: clicks are ignored while closing.
      if (state.closing) return state;
      const node = rootNodeId(event.index);
      if (!event.hasChildren) return withInteraction(close(state), event.via);
      const next = state.node === node ? close(state) : { ...open(state, node), focusedItem: null };
      return withInteraction(next, event.via);
    }
    case 'focus':
      return withInteraction(
        state.focusedItem === event.itemId ? state : { ...state, focusedItem: event.itemId },
        event.via,
      );
    case 'search':
      return state.searchText === event.text ? state : { ...state, searchText: event.text };
    case 'reset':
      if (!state.closing) return state;
      return { ...state, node: null, closing: false, focusedItem: null, scrollLocked: false };
    default:
      return event satisfies never;
  }
}

/** A subscriber to menu state changes. */
export type MenuListener = (state: MenuState, previous: MenuState) => void;

/** Options of {@link createMenuDriver}. */
export interface MenuDriverOptions {
  /** Timer functions. Default {@link systemClock}. */
  clock?: Clock;
  /** Delay between a close and the reset (ms). Default `MENU_RESET_DELAY_MS` (300). */
  resetDelayMs?: number;
  /** Starting state. Default {@link initialMenuState}. */
  initialState?: MenuState;
}

/** A running menu: the reducer plus the reset timer. */
export interface MenuDriver {
  getState(): MenuState;
  dispatch(event: MenuEvent): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: MenuListener): () => void;
  /** Cancels a pending reset and drops every listener. */
  dispose(): void;
}

/**
 * Runs {@link menuReducer} and schedules the `reset` event `resetDelayMs` (default 300 ms) after
 * the menu starts closing; re-opening before then cancels the pending reset.
 */
export function createMenuDriver({
  clock = systemClock,
  resetDelayMs = MENU_RESET_DELAY_MS,
  initialState = initialMenuState,
}: MenuDriverOptions = {}): MenuDriver {
  let state = initialState;
  let timer: TimerHandle | undefined;
  const listeners = new Set<MenuListener>();

  const cancelReset = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const dispatch = (event: MenuEvent) => {
    const previous = state;
    const next = menuReducer(state, event);
    if (next === previous) return;
    state = next;
    if (next.closing && !previous.closing) {
      cancelReset();
      timer = clock.setTimeout(() => {
        timer = undefined;
        dispatch({ type: 'reset' });
      }, resetDelayMs);
    } else if (!next.closing) {
      cancelReset();
    }
    for (const listener of [...listeners]) listener(next, previous);
  };

  return {
    getState: () => state,
    dispatch,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      cancelReset();
      listeners.clear();
    },
  };
}
