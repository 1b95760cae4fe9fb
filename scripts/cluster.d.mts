import type { ChildProcess } from 'node:child_process';

export declare const SERVICES: string[];
export declare function startCluster(options?: {
  env?: Record<string, string>;
  port?: number;
  healthPorts?: boolean;
  quiet?: boolean;
  /** How long the gateway may take to report ready (default 90 s). */
  readyTimeoutMs?: number;
}): Promise<{
  url: string;
  processes: { name: string; child: ChildProcess }[];
  /** Kills the named process with SIGKILL and starts it again with the same settings. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}>;
export declare function freePort(): Promise<number>;
export declare function ensureDatabase(url: string): Promise<void>;
