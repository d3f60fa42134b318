export declare const NGINX_TEMPLATE: string;
export declare function nginxBinary(): string | undefined;
export declare function renderNginxConfig(options: {
  dir: string;
  listen: string;
  upstreams: string[];
  workers?: number;
  extra?: string;
}): string;
export interface RunningNginx {
  origin: string;
  port: number;
  dir: string;
  pid: number | undefined;
  errorLog(): string;
  stop(options?: { keep?: boolean }): Promise<void>;
}
export declare function startNginx(options: {
  port: number;
  upstreams: string[];
  workers?: number;
  extra?: string;
  dir?: string;
}): Promise<RunningNginx>;
export declare const SHARED_VARIABLES: string[];
export declare function enableKeyspaceEvents(redisUrl: string): Promise<void>;
