/** The magic comment, on a line of its own at the start of a script. */
export declare const COMPILE_HINT: string;
/** Adds {@link COMPILE_HINT} to every browser chunk of a build but its polyfills, once; returns those it changed. */
export declare function addCompileHints(nextDir: string): string[];
