import type { IncomingMessage } from 'node:http';

/** Request header with the TCP peer address of the connection, set only by the front door. */
export const CLIENT_ADDRESS_HEADER: 'x-ironmark-client-address';
/** Environment marker the front door sets. */
export const FRONT_DOOR_MARKER: 'IRONMARK_FRONT_DOOR';
/** Where the front door and instrumentation meet to open the commerce database after the first answer. */
export const WARM_UP_SLOT: unique symbol;
/** How long after listening the front door waits for a first request before it warms up anyway (ms). */
export const WARM_UP_IDLE_MS: number;
/** The warm-up slot's state. */
export interface WarmUpSlot {
  requested?: boolean;
  run?: () => void;
}
/** Asks for the warm-up: runs the registered warm-up now, or when it registers. */
export function requestWarmUp(host?: object): void;
/** Registers the app's warm-up: runs at once when already asked for or when there is no front door. */
export function registerWarmUp(run: () => void, frontDoor: boolean, host?: object): void;
/** Largest request body the front door lets through to Next (bytes). */
export const MAX_BODY_BYTES: number;
/** Whether a request target's path is not valid percent-encoded UTF-8. */
export function malformedPath(url: string | undefined): boolean;
/** An answer the front door sends itself. */
export interface FrontDoorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
/**
 * Sets the peer-address header from the socket; returns an answer for a malformed path (400), a body
 * over MAX_BODY_BYTES (413) or a chunked body without a length (411), else null.
 */
export function admit(
  request: Pick<IncomingMessage, 'headers' | 'url'> & {
    method?: string | undefined;
    socket?: { remoteAddress?: string | undefined } | null;
  },
): FrontDoorAnswer | null;
/** The answer to a request Node's HTTP parser refused: 431 naming the headers on overflow, else 400. */
export function parserRefusal(error: { code?: string } | undefined): FrontDoorAnswer;
/** Writes an answer on a raw socket as an HTTP/1.1 response that closes the connection. */
export function writeRawAnswer(socket: { end(chunk: string): void }, answer: FrontDoorAnswer): void;
/** Largest body holdWholeResponse holds back (bytes). */
export const WHOLE_RESPONSE_LIMIT: number;
/**
 * Holds a response's status line, headers and body until the handler ends it, then sends it at once
 * (a body over `limit` streams from there on), so a proxy can retry a request whose instance died.
 */
export function holdWholeResponse(response: import('node:http').ServerResponse, limit?: number): void;
/** Where the app registers the routes the front door answers itself. */
export const DIRECT_ROUTES_SLOT: unique symbol;
/** A route the front door answers without Next. */
export interface DirectRoute {
  method: string;
  /** Exact path; the query is ignored. */
  path: string;
  /** Headers every answer gets, replacing the handler's own of the same name. */
  headers?: Readonly<Record<string, string>>;
  handle: (request: Request) => Promise<Response>;
}
/** Registers a route the front door answers itself. */
export function registerDirectRoute(route: DirectRoute, host?: object): void;
/** The direct route registered for a raw request's method and path, or null. */
export function directRoute(
  request: { method?: string | undefined; url?: string | undefined },
  host?: object,
): (DirectRoute & { headers: Record<string, string> }) | null;
/** Whether an Accept-Encoding header accepts gzip (content negotiation: named or `*`, quality above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean;
/** Smallest answer body worth compressing (bytes). */
export const COMPRESS_MIN_BYTES: number;
/** Answers a raw request through a direct route (body read, handler called, answer written). */
export function answerDirect(
  route: DirectRoute & { headers: Record<string, string> },
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
): Promise<void>;
