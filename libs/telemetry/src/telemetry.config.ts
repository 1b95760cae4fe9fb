import { loadConfig, z } from '@ecp/config';

/** Tracing for every process (README "Observability"); off unless an OTLP endpoint is given. */
export const telemetryConfigSchema = z.object({
  /** Base URL of an OTLP/HTTP receiver (a collector), e.g. `http://otel-collector:4318`; traces go to `<url>/v1/traces`. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Overrides the service name traces are reported under (default: the process's own, e.g. `skills`). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
});
export type TelemetryConfig = z.infer<typeof telemetryConfigSchema>;

/** A bad value stops start-up with a line naming the variable. */
export const loadTelemetryConfig = (env: Record<string, string | undefined> = process.env): TelemetryConfig =>
  loadConfig(telemetryConfigSchema, env, 'telemetry');
