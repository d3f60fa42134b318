/**
 * Keyframes of the overlay, modal and drawer transitions. React 19 hoists a `<style>` with `href` and
 * `precedence` into the document head once, so every dialog can render it without duplicates.
 * Durations come from spec §9 (`TRANSITIONS`) at the call site; `prefers-reduced-motion` is honoured
 * by the theme's base layer, which shortens every animation to nothing.
 */
const keyframes = `
@keyframes im-fade-in { from { opacity: 0 } to { opacity: 1 } }
@keyframes im-fade-out { from { opacity: 1 } to { opacity: 0 } }
@keyframes im-slide-in-left { from { transform: translateX(-100%) } to { transform: translateX(0) } }
@keyframes im-slide-out-left { from { transform: translateX(0) } to { transform: translateX(-100%) } }
@keyframes im-slide-in-right { from { transform: translateX(100%) } to { transform: translateX(0) } }
@keyframes im-slide-out-right { from { transform: translateX(0) } to { transform: translateX(100%) } }
`;

/** Renders the shared transition keyframes (deduplicated by React). */
export function MotionStyles() {
  return (
    <style href="ironmark-ui-motion" precedence="default">
      {keyframes}
    </style>
  );
}

/** Classes that fade an element in when Radix marks it open and out when it closes. */
export const fadeClasses =
  'data-[state=open]:[animation-name:im-fade-in] data-[state=closed]:[animation-name:im-fade-out] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]';

/** Classes that slide an element in from (and out to) the left or right edge. */
export const slideClasses = {
  left: 'data-[state=open]:[animation-name:im-slide-in-left] data-[state=closed]:[animation-name:im-slide-out-left] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]',
  right:
    'data-[state=open]:[animation-name:im-slide-in-right] data-[state=closed]:[animation-name:im-slide-out-right] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]',
} as const;
