import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { SignInInput, SignUpInput } from '#contract/auth.ts';
import {
  FORM_ERROR,
  SCHEMA_UNAVAILABLE,
  errorsFromIssues,
  firstError,
  formReducer,
  validate,
  type FormState,
  type TextFieldName,
} from './zod-form.ts';

const SIGN_UP_ORDER = ['fullName', 'email', 'password'];

describe('errorsFromIssues', () => {
  it('keeps the first message of each field', () => {
    expect(
      errorsFromIssues([
        { path: ['password'], message: 'validation.passwordMin' },
        { path: ['password'], message: 'validation.passwordCommon' },
        { path: ['email'], message: 'validation.emailInvalid' },
      ]),
    ).toEqual({ password: 'validation.passwordMin', email: 'validation.emailInvalid' });
  });

  it('gives an issue inside a field (a chip, a file) to that field', () => {
    expect(errorsFromIssues([{ path: ['skills', 2], message: 'validation.skillTooLong' }])).toEqual({
      skills: 'validation.skillTooLong',
    });
  });

  it('gives an issue without a path to the form', () => {
    expect(errorsFromIssues([{ path: [], message: 'validation.passwordsDiffer' }])).toEqual({
      [FORM_ERROR]: 'validation.passwordsDiffer',
    });
  });
});

describe('firstError', () => {
  it('follows the form order, not the order the errors were found in', () => {
    const errors = { password: 'validation.passwordMin', fullName: 'validation.fullNameRequired' } as const;
    expect(firstError(errors, SIGN_UP_ORDER)).toEqual({ name: 'fullName', message: 'validation.fullNameRequired' });
  });

  it('falls back to errors outside the order (the form, unknown fields)', () => {
    expect(firstError({ [FORM_ERROR]: 'errors.network' }, SIGN_UP_ORDER)).toEqual({
      name: FORM_ERROR,
      message: 'errors.network',
    });
  });

  it('skips cleared errors and finds none in an empty set', () => {
    expect(firstError({ fullName: undefined, email: 'validation.emailInvalid' }, SIGN_UP_ORDER)?.name).toBe('email');
    expect(firstError({}, SIGN_UP_ORDER)).toBeUndefined();
  });
});

describe('validate', () => {
  it('reports the first message of every field with the shared sign-up schema', async () => {
    const result = await validate(SignUpInput, { fullName: ' S ', email: 'sita-at-example', password: '12345' });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'validation.fullNameRequired',
        email: 'validation.emailInvalid',
        password: 'validation.passwordMin',
      },
    });
    if (!result.ok) expect(firstError(result.errors, SIGN_UP_ORDER)?.message).toBe('validation.fullNameRequired');
  });

  it('hands over the parsed values (trimmed) when all pass', async () => {
    const result = await validate(SignUpInput, {
      fullName: '  Sita Gurung ',
      email: ' sita@example.com ',
      password: 'phewa-lake-2026',
    });
    expect(result).toEqual({
      ok: true,
      data: { fullName: 'Sita Gurung', email: 'sita@example.com', password: 'phewa-lake-2026' },
    });
  });

  it('loads a lazy schema first', async () => {
    const result = await validate(() => Promise.resolve(SignInInput), { email: 'sita@example.com', password: '' });
    expect(result).toEqual({ ok: false, errors: { password: 'validation.passwordRequired' } });
  });

  it('turns a schema that cannot be loaded into a form error', async () => {
    const unreachable = (): Promise<typeof SignInInput> => Promise.reject(new Error('chunk failed'));
    const result = await validate(unreachable, { email: 'sita@example.com', password: 'x' });
    expect(result).toEqual({ ok: false, errors: { [FORM_ERROR]: SCHEMA_UNAVAILABLE } });
  });

  it('checks values that are not strings: chips, numbers, files', async () => {
    const Profile = z.object({
      skills: z.array(z.string().max(20, { error: 'skill.tooLong' })).min(1, { error: 'skills.required' }),
      rate: z.coerce.number().positive({ error: 'rate.positive' }),
      // a required file: the form holds `Blob | null`, the submit handler gets a Blob
      photo: z
        .instanceof(Blob)
        .nullable()
        .pipe(z.instanceof(Blob, { error: 'photo.required' })),
    });
    expect(
      await validate(Profile, { skills: ['Wiring', 'far too long for one chip'], rate: '-3', photo: null }),
    ).toEqual({
      ok: false,
      errors: { skills: 'skill.tooLong', rate: 'rate.positive', photo: 'photo.required' },
    });
    const photo = new Blob(['x']);
    expect(await validate(Profile, { skills: ['Wiring'], rate: '1500.50', photo })).toEqual({
      ok: true,
      data: { skills: ['Wiring'], rate: 1500.5, photo },
    });
  });
});

describe('formReducer', () => {
  const typed = { fullName: 'S', email: 'sita-at-example', password: '12345' };
  const failed: FormState<typeof typed> = {
    values: typed,
    errors: { fullName: 'validation.fullNameRequired', email: 'validation.emailInvalid', form: 'errors.network' },
    isSubmitting: false,
  };

  it('keeps what the user typed through a failed check and a server error', () => {
    let state: FormState<typeof typed> = { values: typed, errors: {}, isSubmitting: false };
    state = formReducer(state, { type: 'submit' });
    expect(state.isSubmitting).toBe(true);
    state = formReducer(state, { type: 'validated', errors: { fullName: 'validation.fullNameRequired' } });
    state = formReducer(state, { type: 'setError', name: 'email', message: 'toast.accountExists' });
    state = formReducer(state, { type: 'submitted' });
    expect(state).toEqual({
      values: typed,
      errors: { fullName: 'validation.fullNameRequired', email: 'toast.accountExists' },
      isSubmitting: false,
    });
  });

  it('clears the error of the field being corrected, and only that one', () => {
    const state = formReducer(failed, { type: 'change', name: 'fullName', value: 'Sita' });
    expect(state.values).toEqual({ ...typed, fullName: 'Sita' });
    expect(state.errors).toEqual({ email: 'validation.emailInvalid', form: 'errors.network' });
  });

  it('clears an error set to undefined', () => {
    expect(formReducer(failed, { type: 'setError', name: FORM_ERROR, message: undefined }).errors).toEqual({
      fullName: 'validation.fullNameRequired',
      email: 'validation.emailInvalid',
    });
  });

  it('resets values and errors', () => {
    const empty = { fullName: '', email: '', password: '' };
    expect(formReducer(failed, { type: 'reset', values: empty })).toEqual({
      values: empty,
      errors: {},
      isSubmitting: false,
    });
  });
});

describe('types', () => {
  it('lets register() take only the fields an input can fill', () => {
    type Values = { title: string; note?: string; price: unknown; skills: string[]; photo: File | null; rate: number };
    expectTypeOf<TextFieldName<Values>>().toEqualTypeOf<'title' | 'note' | 'price'>();
  });
});
