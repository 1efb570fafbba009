/** What the server holds of the tracing: how to send what is left before it stops. */
export interface Telemetry {
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces over OTLP (issue 31), only when OTEL_EXPORTER_OTLP_ENDPOINT is set: then
 * the SDK is imported, and must start before the server's modules are (it wraps `http` and `pg` as
 * they load). Unset, nothing of the SDK is loaded and nothing is wrapped: the sale runs the code it
 * always ran. The exporter reads the other OTEL_* variables itself (OTEL_SERVICE_NAME, headers…).
 */
export async function startTelemetry(env: NodeJS.ProcessEnv): Promise<Telemetry | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const { startTracing } = await import('./otel-tracing');
  return startTracing(env.OTEL_SERVICE_NAME || 'banca-api');
}
