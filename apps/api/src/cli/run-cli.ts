import { ConfigError } from '../config';

/** Runs a command-line task: Spanish message and a non-zero exit code on failure. */
export function runCli(task: () => Promise<void>): void {
  task().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ConfigError ? 2 : 1);
  });
}
