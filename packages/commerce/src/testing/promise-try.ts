// unpdf's bundled pdf.js calls Promise.try (Node 22+); the test machines run Node 20, so tests that
// extract PDF text load this stand-in first. Production code never uses unpdf.
const withTry = Promise as unknown as {
  try?: (fn: (...args: unknown[]) => unknown, ...args: unknown[]) => Promise<unknown>;
};
withTry.try ??= (fn, ...args) => new Promise((resolve) => resolve(fn(...args)));
