// Declares the catalogue JSON as `unknown` so TypeScript does not infer a type from 1.6 MB of data
// (it is parsed with zod at load time instead). Needs `allowArbitraryExtensions` (TS ≥ 5.0).
declare const catalogue: unknown;
export default catalogue;
