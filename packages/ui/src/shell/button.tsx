'use client';

import { Check, LoaderCircle, X } from 'lucide-react';
import { Slot } from 'radix-ui';
import { type ComponentProps, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type ButtonFeedback, type ButtonFeedbackController, createButtonFeedback } from './button-feedback';
import { type ButtonSize, type ButtonVariant, buttonVariants } from './button-variants';
import type { Clock } from './clock';

/** Texts a screen reader hears when the feedback changes. */
export interface ButtonFeedbackLabels {
  loading: string;
  success: string;
  error: string;
}

/** English defaults of {@link ButtonFeedbackLabels}. */
export const defaultButtonFeedbackLabels: ButtonFeedbackLabels = {
  loading: 'Loading',
  success: 'Done',
  error: 'Something went wrong',
};

export interface ButtonProps extends ComponentProps<'button'> {
  /** Visual style; default 'primary'. */
  variant?: ButtonVariant;
  /** Height and padding; default 'md'. */
  size?: ButtonSize;
  /** Square corners instead of rounded ones, e.g. a submit button joined to its field. Default false. */
  square?: boolean;
  /** Render the child element (e.g. a link) with the button's styles. */
  asChild?: boolean;
  /** Feedback of the button's action (spec §4); `idle` or absent shows the label only. */
  feedback?: ButtonFeedback;
  /** Announced feedback texts; English defaults. */
  feedbackLabels?: ButtonFeedbackLabels;
}

/** The design system's button: accent primary, ink secondary, outline, ghost and link variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  square = false,
  asChild = false,
  feedback,
  feedbackLabels = defaultButtonFeedbackLabels,
  className,
  children,
  onClick,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const busy = feedback === 'loading';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable but does not start its action twice.
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const icon =
    feedback === 'loading' ? (
      <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
    ) : feedback === 'success' ? (
      <Check aria-hidden className="size-4" />
    ) : feedback === 'error' ? (
      <X aria-hidden className="size-4" />
    ) : null;
  const button = (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-feedback={feedback ?? 'idle'}
      type={asChild ? type : (type ?? 'button')}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={buttonVariants({
        variant,
        size,
        square,
        feedback: feedback === 'success' || feedback === 'error' ? feedback : undefined,
        className,
      })}
      onClick={handleClick}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </Comp>
  );
  if (feedback === undefined) return button;
  return (
    <>
      {button}
      <span role="status" className="sr-only">
        {feedback === 'idle' ? '' : feedbackLabels[feedback]}
      </span>
    </>
  );
}

/**
 * Runs a {@link ButtonFeedbackController} for the life of a component. Returns the current state and
 * the controller. Defaults: the system clock, `BUTTON_FEEDBACK_MS` (1500 ms).
 */
export function useButtonFeedback(
  options: { clock?: Clock; durationMs?: number } = {},
): [ButtonFeedback, ButtonFeedbackController] {
  const [state, setState] = useState<ButtonFeedback>('idle');
  const { clock, durationMs } = options;
  const ref = useRef<ButtonFeedbackController | null>(null);
  if (ref.current === null) ref.current = createButtonFeedback(setState, { clock, durationMs });
  useEffect(() => () => ref.current?.dispose(), []);
  return [state, ref.current];
}

export interface ActionButtonProps extends Omit<ButtonProps, 'feedback' | 'onClick'> {
  /** The action; its promise drives loading → success / error → cleared after 1500 ms. */
  onAction: () => Promise<unknown>;
  /** Timer source; defaults to the browser's timers. */
  clock?: Clock;
  /** How long success or error stays (ms); default `BUTTON_FEEDBACK_MS` (1500). */
  feedbackMs?: number;
}

/** A {@link Button} that shows the spec §4 feedback of an asynchronous action by itself. */
export function ActionButton({ onAction, clock, feedbackMs, ...props }: ActionButtonProps) {
  const [feedback, controller] = useButtonFeedback({ clock, durationMs: feedbackMs });
  return (
    <Button
      {...props}
      feedback={feedback}
      onClick={() => {
        // The rejection is shown as error feedback; callers report it through their own toast.
        controller.run(onAction).catch(() => {});
      }}
    />
  );
}
