// The transitions of the overlay, modal and drawer. Their keyframes (im-fade-in, im-slide-in-left, …)
// are in ui's styles.css, in the page's stylesheet from the start: a `<style>` added when the first
// dialog opened made the browser take in a new stylesheet and restyle every animated element (the
// price skeletons of a category page), inside the dialog's opening task (issue 16). Durations come
// from spec §9 (`TRANSITIONS`) at the call site; `prefers-reduced-motion` is honoured by the theme's
// base layer, which shortens every animation to nothing.

/** Classes that fade an element in when Radix marks it open and out when it closes. */
export const fadeClasses =
  'data-[state=open]:[animation-name:im-fade-in] data-[state=closed]:[animation-name:im-fade-out] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]';

/** Classes that slide an element in from (and out to) the left or right edge. */
export const slideClasses = {
  left: 'data-[state=open]:[animation-name:im-slide-in-left] data-[state=closed]:[animation-name:im-slide-out-left] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]',
  right:
    'data-[state=open]:[animation-name:im-slide-in-right] data-[state=closed]:[animation-name:im-slide-out-right] [animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]',
} as const;
