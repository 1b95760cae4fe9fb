/**
 * What jsdom lacks and the components need, for every spec that runs in it (vitest setupFiles): Radix's popper
 * measures its anchor with a ResizeObserver.
 */
if (typeof window !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
