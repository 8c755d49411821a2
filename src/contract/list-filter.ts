import { z } from 'zod';

/**
 * A list filter of a GET query (jobs, catalogue, directory): optional, one of its values. The
 * message names the values, so a 400 says what is allowed.
 */
export const oneOf = <const Values extends readonly [string, ...string[]]>(name: string, values: Values) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional();
