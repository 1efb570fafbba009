// Loaded with `--import` (NODE_OPTIONS) in an API process a test starts: writes to
// MODULE_PROBE_FILE the URL of every ES module the process resolves from OpenTelemetry's packages
// or import-in-the-middle, so the test can tell whether the tracing SDK was loaded at all.
import { register } from 'node:module';

register('./module-probe-hooks.mjs', import.meta.url, { data: { file: process.env.MODULE_PROBE_FILE } });
