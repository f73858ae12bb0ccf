// npm installs drizzle-orm under apps/api while drizzle-kit is hoisted to the root, so drizzle-kit's own
// `import('drizzle-orm/version')` cannot see it. This hook resolves drizzle-orm from this workspace.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))
        return next(specifier, { ...context, parentURL: ${JSON.stringify(import.meta.url)} });
      return next(specifier, context);
    }
  `)}`,
);
