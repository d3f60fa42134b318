// Types of Next's compiled compression layer (the `compression` package), which Next wraps every
// response with; page-scripts.test.ts puts it over the front door's layer as Next does.
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: () => void,
  ) => void;
}
