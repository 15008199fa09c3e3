// Module resolution hook (see register.mjs): only size-limit's own files are
// sent to the extended fs/promises; everything else resolves as usual.
const shim = new URL('./fs-promises.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'node:fs/promises' && context.parentURL?.includes('/node_modules/size-limit/')) {
    return { url: shim, shortCircuit: true };
  }
  return next(specifier, context);
}
