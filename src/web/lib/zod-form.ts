import { useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { MessageKey } from '#contract/locales/message-key.ts';

// The one way Sipalu writes forms (docs/decisions/007-forms-use-zod-form.md): the values live in
// React state, the shared zod schema from src/contract checks them on submit, and errors are
// locale keys that components translate with t(). zod is only a type import here: a schema can
// be passed as a loader (`() => import('#contract/…').then((m) => m.Schema)`) so that zod stays
// out of a page's first load and arrives when the form is focused or submitted.

/** The key for errors that belong to no single field: a server answer, a schema that failed to load. */
export const FORM_ERROR = 'form';

/** The error shown when a lazily loaded schema cannot be fetched (the connection dropped). */
export const SCHEMA_UNAVAILABLE: MessageKey = 'errors.network';

/** What a form holds: strings from inputs, or anything a custom control produces (chip lists, files, numbers). */
export type FormValues = Record<string, unknown>;

/**
 * What a form holds for a schema's input `I`: the input, except that a field the schema limits to
 * a list of strings (a select) holds any string until the schema checks it: '' while nobody has
 * chosen, or a value the list no longer has.
 */
export type FormInput<I> = {
  [K in keyof I]: I[K] extends string ? (string extends I[K] ? I[K] : string) : I[K];
};

/** A schema for a whole form: an object of fields in, the parsed object out. */
export type FormSchema = z.ZodType<FormValues, FormValues>;

/** The schema itself, or a loader that fetches it on first use. */
export type SchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/** Locale keys of the current errors, one per field, and `form` for the form as a whole. */
export type FormErrors<V extends FormValues> = Partial<Record<(keyof V & string) | typeof FORM_ERROR, MessageKey>>;

/** One error: the field it belongs to (or FORM_ERROR) and its locale key. */
export interface FieldError {
  name: string;
  message: MessageKey;
}

/** The fields an `<input>`, `<textarea>` or `<select>` can fill: those that accept a string. */
export type TextFieldName<V extends FormValues> = {
  [K in keyof V & string]-?: string extends V[K] ? K : never;
}[keyof V & string];

// ---- pure logic (unit-tested in zod-form.test.ts) ----

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Schema issues → one locale key per top-level field; the first issue of a field wins (zod
 * reports a field's checks in order). An issue inside a field (`skills.2`) belongs to the field;
 * one without a path (a check across fields) to FORM_ERROR.
 */
export function errorsFromIssues(issues: readonly Issue[]): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const { path, message } of issues) {
    const name = path.length > 0 ? String(path[0]) : FORM_ERROR;
    // the schemas' messages are keys (decision 004), which locale-keys.test.ts checks; zod's
    // own messages are not, and `t` shows them as they are
    errors[name] ??= message as MessageKey;
  }
  return errors;
}

/** The error to report first: the fields in the form's order, then any other error (FORM_ERROR included). */
export function firstError(
  errors: Readonly<Record<string, MessageKey | undefined>>,
  fieldOrder: readonly string[],
): FieldError | undefined {
  for (const name of [...fieldOrder, ...Object.keys(errors)]) {
    const message = errors[name];
    if (message) return { name, message };
  }
  return undefined;
}

export type Validation<V extends FormValues, O> = { ok: true; data: O } | { ok: false; errors: FormErrors<V> };

/** Loads the schema if needed and checks `values`; a schema that cannot be loaded is a form error. */
export async function validate<S extends FormSchema, V extends FormValues = z.input<S>>(
  source: SchemaSource<S>,
  values: V,
): Promise<Validation<V, z.output<S>>> {
  let schema: S;
  try {
    schema = isLoader(source) ? await source() : source;
  } catch {
    const errors: FormErrors<FormValues> = { [FORM_ERROR]: SCHEMA_UNAVAILABLE };
    return { ok: false, errors };
  }
  const result = await schema.safeParseAsync(values);
  if (result.success) return { ok: true, data: result.data };
  // the schema's issue paths start with its own field names
  return { ok: false, errors: errorsFromIssues(result.error.issues) as FormErrors<V> };
}

function isLoader<S extends FormSchema>(source: SchemaSource<S>): source is () => Promise<S> {
  return typeof source === 'function';
}

export interface FormState<V extends FormValues> {
  values: V;
  errors: FormErrors<V>;
  isSubmitting: boolean;
}

export type FormAction<V extends FormValues> =
  | { type: 'change'; name: keyof V & string; value: unknown }
  | { type: 'setError'; name: keyof FormErrors<V>; message: MessageKey | undefined }
  | { type: 'submit' }
  | { type: 'validated'; errors: FormErrors<V> }
  | { type: 'submitted' }
  | { type: 'reset'; values: V };

/**
 * Every change of form state. Values change only through `change` and `reset`: a failed check
 * or a server error never touches what the user typed.
 */
export function formReducer<V extends FormValues>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'change': {
      // the user is correcting this field: its old message no longer describes it
      const { [action.name]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.name]: action.value }, errors: errors as FormErrors<V> };
    }
    case 'setError': {
      const { [action.name]: _old, ...errors } = state.errors;
      return {
        ...state,
        errors: (action.message ? { ...errors, [action.name]: action.message } : errors) as FormErrors<V>,
      };
    }
    case 'submit':
      return { ...state, isSubmitting: true };
    case 'validated':
      return { ...state, errors: action.errors };
    case 'submitted':
      return { ...state, isSubmitting: false };
    case 'reset':
      return { values: action.values, errors: {}, isSubmitting: false };
  }
}

// ---- the hook ----

export interface ZodForm<V extends FormValues, O> {
  values: V;
  /** Locale keys; translate with t(). */
  errors: FormErrors<V>;
  isSubmitting: boolean;
  /** Props for an `<input>`, `<textarea>` or `<select>`: `name`, `value`, `onChange`. */
  register<K extends TextFieldName<V>>(
    name: K,
  ): {
    name: K;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  };
  /** Value and setter for a custom control (chips, file pickers, number steppers). */
  field<K extends keyof V & string>(name: K): { name: K; value: V[K]; onChange: (value: V[K]) => void };
  setValue<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Shows a server's answer on a field, or on the form with FORM_ERROR; `undefined` clears it. */
  setError(name: keyof FormErrors<V>, message: MessageKey | undefined): void;
  /** Back to `values` (the defaults when omitted), without errors. */
  reset(values?: V): void;
  /**
   * The form's onSubmit. Checks every field; if all pass, calls `onValid` with the parsed values
   * (handle its failures there: toast, setError). Otherwise shows the errors, focuses the field of
   * the first one (in the order of `defaultValues`) and passes that error to `onInvalid`.
   */
  handleSubmit(
    onValid: (data: O) => unknown,
    onInvalid?: (first: FieldError, errors: FormErrors<V>) => void,
  ): (event?: FormEvent<HTMLFormElement>) => void;
  /** Starts fetching a lazily loaded schema (e.g. on the form's first focus); safe to call often. */
  prefetch(): void;
}

/**
 * Form state checked by a shared zod schema. `defaultValues` lists every field, in the order the
 * form shows them (the first error reported is the first in this order).
 *
 * ```tsx
 * const form = useZodForm(() => import('#contract/auth.ts').then((m) => m.SignInInput), {
 *   defaultValues: { email: '', password: '' },
 * });
 * <form noValidate onFocus={form.prefetch} onSubmit={form.handleSubmit(signIn, showFirstError)}>
 *   <TextField error={form.errors.email && t(form.errors.email)} {...form.register('email')} />
 * ```
 */
export function useZodForm<S extends FormSchema>(
  schema: SchemaSource<S>,
  options: { defaultValues: z.input<S> },
): ZodForm<z.input<S>, z.output<S>>;
/**
 * A form whose values are wider than the schema's input (`FormInput`): selects that hold '' until
 * chosen. Name both types: `useZodForm<typeof JobPostInput, JobFormValues>(…)`.
 */
export function useZodForm<S extends FormSchema, V extends FormInput<z.input<S>>>(
  schema: SchemaSource<S>,
  options: { defaultValues: V },
): ZodForm<V, z.output<S>>;
export function useZodForm<S extends FormSchema, V extends FormValues>(
  schema: SchemaSource<S>,
  { defaultValues }: { defaultValues: V },
): ZodForm<V, z.output<S>> {
  const [state, dispatch] = useReducer(formReducer<V>, { values: defaultValues, errors: {}, isSubmitting: false });
  // state.isSubmitting arrives a render late; a second Enter in between must not submit twice
  const submitting = useRef(false);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => dispatch({ type: 'change', name, value });

  async function submit(
    formElement: HTMLFormElement | undefined,
    onValid: (data: z.output<S>) => unknown,
    onInvalid?: (first: FieldError, errors: FormErrors<V>) => void,
  ) {
    try {
      const result = await validate(schema, state.values);
      dispatch({ type: 'validated', errors: result.ok ? {} : result.errors });
      if (result.ok) {
        await onValid(result.data);
        return;
      }
      const first = firstError(result.errors, Object.keys(defaultValues));
      if (!first) return;
      const input = formElement?.elements.namedItem(first.name);
      if (input instanceof HTMLElement) input.focus();
      onInvalid?.(first, result.errors);
    } finally {
      submitting.current = false;
      dispatch({ type: 'submitted' });
    }
  }

  return {
    values: state.values,
    errors: state.errors,
    isSubmitting: state.isSubmitting,
    register: (name) => {
      const value = state.values[name];
      return {
        name,
        value: value == null ? '' : String(value),
        onChange: (event) => setValue(name, event.target.value as V[typeof name]),
      };
    },
    field: (name) => ({ name, value: state.values[name], onChange: (value) => setValue(name, value) }),
    setValue,
    setError: (name, message) => dispatch({ type: 'setError', name, message }),
    reset: (values = defaultValues) => dispatch({ type: 'reset', values }),
    handleSubmit: (onValid, onInvalid) => (event) => {
      event?.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      dispatch({ type: 'submit' });
      void submit(event?.currentTarget, onValid, onInvalid);
    },
    prefetch: () => {
      if (isLoader(schema)) schema().catch(() => undefined);
    },
  };
}
