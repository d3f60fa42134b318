/**
 * Elements a dialog's first focus may land on: what Radix's FocusScope tabs to, less links (Radix
 * leaves links out of the first focus too, so a dialog does not open on its privacy-policy link).
 */
const CANDIDATES =
  'button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]):not(a)';

function shown(element: HTMLElement): boolean {
  // Browsers without checkVisibility (and jsdom) count every element as shown.
  return (
    typeof element.checkVisibility !== 'function' || element.checkVisibility({ visibilityProperty: true })
  );
}

/** The first shown, tabbable, non-link element of `container`, else `container` itself. */
export function firstFocusTarget(container: HTMLElement): HTMLElement {
  for (const element of container.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (element.tabIndex >= 0 && shown(element)) return element;
  }
  return container;
}

/**
 * Moves focus into a dialog that has just opened once the browser has rendered the frame that shows
 * it, as Radix would have on mount (the first tabbable element, its text selected, else the dialog).
 *
 * Focusing an element needs an up-to-date layout. On mount, right after React has inserted the
 * dialog (and the scroll lock has restyled the body), that forced a whole-document style and layout
 * inside the same task: the first-visit country overlay opened in one task of 220–350 ms on a phone
 * (4x CPU). After the frame, the layout is the one the browser has just made, and the focus is cheap.
 * Nothing happens when focus is already inside, or the dialog has closed meanwhile.
 */
export function focusAfterPaint(container: HTMLElement): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (!container.isConnected || container.contains(document.activeElement)) return;
      const target = firstFocusTarget(container);
      target.focus({ preventScroll: true });
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
    }, 0);
  });
}
