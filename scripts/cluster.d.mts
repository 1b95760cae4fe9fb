import type { ChildProcess } from 'node:child_process';

export declare const SERVICES: string[];
export declare function startCluster(options?: {
  env?: Record<string, string>;
  port?: number;
  healthPorts?: boolean;
  quiet?: boolean;
  /** How long to wait for the gateway's /health (default 90 000 ms). */
  readyTimeoutMs?: number;
}): Promise<{ url: string; processes: { name: string; child: ChildProcess }[]; stop(): Promise<void> }>;
export declare function freePort(): Promise<number>;
export declare function ensureDatabase(url: string): Promise<void>;
