/**
 * Where Modal, Drawer and the cookie dialog render their content: the document's body in a browser,
 * nothing on the server.
 * Radix's portal without a container waits for a layout effect before it renders the content, so a
 * dialog opened in a transition (the first-visit overlays open from the visitor's first read) rendered
 * its content in a blocking update of its own, one long task on a phone. Given the body at once, the
 * content renders with the update that opens the dialog: in slices when that update is a transition,
 * in one render instead of two when it is a click. (The mega menu keeps Radix's default: it stays
 * mounted while closed, and its keyboard flow's focus return relied on the later mount.)
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
