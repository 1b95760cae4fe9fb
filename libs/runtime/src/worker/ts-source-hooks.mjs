// Module resolve hook for worker threads started from TypeScript sources (tests, dev): Node strips
// the types itself, and this maps the `.js` specifiers our ESM sources use to the `.ts` files beside
// them. Built code (dist) never needs it.
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND' && specifier.startsWith('.') && specifier.endsWith('.js')) {
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
    throw error;
  }
}
