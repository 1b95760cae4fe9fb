/** Runs a process's `main` and turns a start-up failure (a bad configuration, a port in use) into one clear line and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    process.exit(1);
  });
}
