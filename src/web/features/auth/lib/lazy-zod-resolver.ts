import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SignInInput, SignUpInput } from '#contract/auth.ts';

// zod is ~25 KiB gzipped, as large as the rest of the sign-in page. The schemas are only needed
// once the user submits, so they load then (and are prefetched when the form gets focus).
const loadSchemas = () => import('#contract/auth.ts');

/** Starts fetching the auth schemas early; safe to call repeatedly. */
export function prefetchAuthSchemas(): void {
  void loadSchemas().catch(() => undefined);
}

type SchemaName = 'SignInInput' | 'SignUpInput';
type ValuesOf<N extends SchemaName> = N extends 'SignInInput' ? SignInInput : SignUpInput;

/**
 * A react-hook-form resolver for one of the shared auth schemas, loaded on first use.
 * If the schema cannot be fetched (connection lost), the values pass through: the server
 * checks them with the same schema and answers with the same message keys.
 */
export function lazyAuthResolver<N extends SchemaName>(name: N): Resolver<ValuesOf<N>> {
  let resolver: Resolver<FieldValues> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      try {
        const schemas = await loadSchemas();
        resolver = zodResolver(schemas[name]) as unknown as Resolver<FieldValues>;
      } catch {
        return { values, errors: {} };
      }
    }
    return resolver(values, context, options as never) as ReturnType<Resolver<ValuesOf<N>>>;
  };
}
