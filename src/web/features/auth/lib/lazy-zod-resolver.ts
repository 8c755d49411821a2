import type { FieldValues, Resolver } from 'react-hook-form';
import type { SignInInput, SignUpInput } from '#contract/auth.ts';

// zod is ~25 KiB gzipped, as large as the rest of the sign-in page. The schemas (and the zod
// adapter for react-hook-form) are only needed once the user submits, so they load then, and
// are prefetched when the form gets focus.
const loadResolvers = () => import('./auth-resolvers.ts');

/** Starts fetching the auth schemas early; safe to call repeatedly. */
export function prefetchAuthSchemas(): void {
  void loadResolvers().catch(() => undefined);
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
        resolver = (await loadResolvers()).authResolver(name);
      } catch {
        return { values, errors: {} };
      }
    }
    return resolver(values, context, options as never) as ReturnType<Resolver<ValuesOf<N>>>;
  };
}
