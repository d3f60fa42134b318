import { BUTTON_FEEDBACK_MS } from '@ironmark/config/constants';
import { type Clock, systemClock, type TimerHandle } from './clock';

/** What a button shows about its action (spec §4 Button feedback). */
export type ButtonFeedback = 'idle' | 'loading' | 'success' | 'error';

/** Events that move the feedback state machine. */
export type ButtonFeedbackEvent = 'start' | 'succeed' | 'fail' | 'clear';

/**
 * The spec §4 button feedback machine: idle → loading → success | error → idle (cleared).
 * Events that do not apply to the current state leave it unchanged.
 */
export function buttonFeedbackReducer(state: ButtonFeedback, event: ButtonFeedbackEvent): ButtonFeedback {
  switch (event) {
    case 'start':
      return state === 'loading' ? state : 'loading';
    case 'succeed':
      return state === 'loading' ? 'success' : state;
    case 'fail':
      return state === 'loading' ? 'error' : state;
    case 'clear':
      return state === 'success' || state === 'error' ? 'idle' : state;
    default:
      return event satisfies never;
  }
}

/** Runs one feedback machine with its clear timer. */
export interface ButtonFeedbackController {
  /** Current state. */
  get(): ButtonFeedback;
  /** Sends an event; success and error schedule `clear` after the feedback duration. */
  send(event: ButtonFeedbackEvent): void;
  /** Runs `task`: loading while it runs, then success or error (the rejection is rethrown). */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Cancels the pending clear. */
  dispose(): void;
}

/**
 * Creates a feedback controller that clears success and error after `durationMs`
 * (ms; default `BUTTON_FEEDBACK_MS` = 1500, spec §9). `onChange` receives each new state.
 */
export function createButtonFeedback(
  onChange: (state: ButtonFeedback) => void,
  { clock = systemClock, durationMs = BUTTON_FEEDBACK_MS }: { clock?: Clock; durationMs?: number } = {},
): ButtonFeedbackController {
  let state: ButtonFeedback = 'idle';
  let timer: TimerHandle | undefined;
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const send = (event: ButtonFeedbackEvent) => {
    const next = buttonFeedbackReducer(state, event);
    if (next === state) return;
    cancel();
    state = next;
    onChange(next);
    if (next === 'success' || next === 'error') {
      timer = clock.setTimeout(() => {
        timer = undefined;
        send('clear');
      }, durationMs);
    }
  };
  return {
    get: () => state,
    send,
    async run(task) {
      send('start');
      try {
        const result = await task();
        send('succeed');
        return result;
      } catch (error) {
        send('fail');
        throw error;
      }
    },
    dispose: cancel,
  };
}
