import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SignInInput, SignUpInput } from '#contract/auth.ts';

// Loaded on demand by lazy-zod-resolver.ts: zod, the shared schemas and the adapter travel together.

/** The react-hook-form resolver for one of the shared auth schemas. */
export function authResolver(name: 'SignInInput' | 'SignUpInput'): Resolver<FieldValues> {
  const schema = name === 'SignInInput' ? SignInInput : SignUpInput;
  return zodResolver(schema) as unknown as Resolver<FieldValues>;
}
