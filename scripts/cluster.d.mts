import type { ChildProcess } from 'node:child_process';

export declare const SERVICES: string[];
export declare function startCluster(options?: {
  env?: Record<string, string>;
  port?: number;
  healthPorts?: boolean;
  quiet?: boolean;
  replicas?: Record<string, number>;
  /** How long the gateway may take to report ready (default 90 s). */
  readyTimeoutMs?: number;
}): Promise<{
  url: string;
  processes: { name: string; child: ChildProcess; service?: string; replica?: number; healthPort?: number }[];
  /** Kills the named process with SIGKILL and starts it again with the same settings. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}>;
export declare function parseReplicas(text: string | undefined): Record<string, number>;
export declare function freePort(): Promise<number>;
export declare function ensureDatabase(url: string): Promise<void>;
/** The signing secret kept in `dataDir/secrets/jwt-secret` (made on first use, mode 0600). */
export declare function dataDirSecret(dataDir: string): string;
