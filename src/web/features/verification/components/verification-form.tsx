import type { MessageKey } from '#contract/locales/message-key.ts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CERTIFICATE_FRAMEWORKS, IDENTITY_DOCUMENT_KINDS, NSTB_LEVELS } from '#contract/trust-lists.ts';
import type { VerifiableRole, VerificationDocumentKind } from '#contract/trust-lists.ts';
import {
  CompanyClaims,
  InstitutionClaims,
  ProfessionalClaims,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_LIMITS,
  type VerificationClaims,
} from '#contract/verification.ts';
import { formatPercent, localDigits } from '#contract/format/numbers.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, selectClasses } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { showValidationToast } from '#web/lib/validation-toast.ts';
import { useZodForm } from '#web/lib/zod-form.ts';
import { useRequestVerification } from '../api/use-request-verification.ts';
import { DocumentFileField } from './document-file-field.tsx';

// The request forms, one per role, each checked by the role's schema from the contract (the one
// the server parses the multipart fields with; imported, not loaded lazily: the card's own chunk
// is already lazy, and each dynamic import costs the first load a preload-map entry); the files are checked here for presence and size,
// and by content on the server.

type Files = Partial<Record<VerificationDocumentKind, File | null>>;
type FileErrors = Partial<Record<VerificationDocumentKind, MessageKey>>;

const FILE_MISSING: Partial<Record<VerificationDocumentKind, MessageKey>> = {
  identity: 'verify.errors.missing.identity',
  registration: 'verify.errors.missing.registration',
};

/** The checks of the chosen files before anything is sent; the server checks their content. */
function fileErrorsOf(role: VerifiableRole, files: Files): FileErrors {
  const errors: FileErrors = {};
  for (const kind of VERIFICATION_DOCUMENTS[role].required) {
    if (!files[kind]) errors[kind] = FILE_MISSING[kind] ?? 'verify.errors.badForm';
  }
  for (const [kind, file] of Object.entries(files) as [VerificationDocumentKind, File | null][]) {
    if (file && file.size > VERIFICATION_LIMITS.documentBytes) errors[kind] = 'verify.errors.fileTooLarge';
  }
  return errors;
}

/** The multipart body: the parsed claims (empty ones left out) and the chosen files. */
function formDataOf(claims: VerificationClaims, files: Files): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(claims)) {
    if (value !== undefined && value !== '') body.set(name, String(value));
  }
  for (const [kind, file] of Object.entries(files)) if (file) body.set(kind, file, file.name);
  return body;
}

/** Sends a request: the file checks, the upload with its progress, the outcome as a toast. */
function useSendRequest(role: VerifiableRole, onSent: () => void) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<Files>({});
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const sending = useRequestVerification();

  async function send(claims: VerificationClaims) {
    const errors = fileErrorsOf(role, files);
    setFileErrors(errors);
    const first = Object.values(errors)[0];
    if (first) {
      showValidationToast({ name: 'files', message: first });
      return;
    }
    try {
      await sending.mutateAsync(formDataOf(claims, files));
      toast.success(t('verify.form.sent'));
      onSent();
    } catch (failure) {
      // a refused file (type, content, size) is the user's to fix
      if (failure instanceof ApiError && (failure.status === 400 || failure.status === 413)) {
        showErrorToast(failure, { titleKey: 'validation.title' });
        return;
      }
      showErrorToast(failure, { titleKey: 'toast.error' });
    }
  }

  const fileProps = (kind: VerificationDocumentKind) => ({
    file: files[kind] ?? null,
    onChange: (file: File | null) => {
      setFiles((current) => ({ ...current, [kind]: file }));
      setFileErrors((current) => ({ ...current, [kind]: undefined }));
    },
    error: fileErrors[kind] ? t(fileErrors[kind]) : undefined,
  });
  return { send, fileProps, progress: sending.progress, busy: sending.isPending };
}

function Submit({ progress, busy }: { progress: number | null; busy: boolean }) {
  const { t, language } = useTranslation();
  return (
    <div className="space-y-2 pt-2">
      {progress !== null ? (
        <Progress
          value={progress * 100}
          aria-label={t('verify.form.uploading', { percent: formatPercent(progress, language) })}
        />
      ) : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
        {progress !== null
          ? t('verify.form.uploading', { percent: formatPercent(progress, language) })
          : t('verify.form.submit')}
      </Button>
    </div>
  );
}

function FormFrame({
  onSubmit,
  onFocus,
  children,
}: {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onFocus: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onFocus={onFocus} onSubmit={onSubmit} className="mt-4 space-y-4">
      {children}
    </form>
  );
}

/** A professional: identity document, optional skill certificate and police clearance. */
export function ProfessionalRequestForm({ onSent }: { onSent: () => void }) {
  const { t, language } = useTranslation();
  const id = useId();
  const form = useZodForm(ProfessionalClaims, {
    defaultValues: {
      role: 'professional' as const,
      identityDocumentKind: '',
      certificateFramework: '',
      certificateLevel: '',
      certificateOccupation: '',
      certificateNumber: '',
    },
  });
  const { send, fileProps, progress, busy } = useSendRequest('professional', onSent);
  const error = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const required = t('verify.form.required');
  const frameworkField = form.field('certificateFramework');
  const framework = frameworkField.value;

  return (
    <FormFrame onFocus={form.prefetch} onSubmit={form.handleSubmit((claims) => send(claims), showValidationToast)}>
      <Field
        id={`${id}-kind`}
        label={t('verify.form.identityKind')}
        error={error(form.errors.identityDocumentKind)}
        requiredMark={required}
      >
        {(control) => (
          <select {...control} {...form.register('identityDocumentKind')} className={selectClasses}>
            <option value="">—</option>
            {IDENTITY_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`verify.identityKinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <DocumentFileField
        id={`${id}-identity`}
        label={t('verify.form.identityFile')}
        requiredMark={required}
        {...fileProps('identity')}
      />
      <Field id={`${id}-framework`} label={t('verify.form.certificateFramework')}>
        {(control) => (
          <select
            {...control}
            value={framework ?? ''}
            onChange={(event) => frameworkField.onChange(event.target.value as typeof framework)}
            className={selectClasses}
          >
            <option value="">{t('verify.frameworks.none')}</option>
            {CERTIFICATE_FRAMEWORKS.map((option) => (
              <option key={option} value={option}>
                {t(`verify.frameworks.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {framework ? (
        <div className="space-y-4 rounded-xl border border-slate-200 p-3">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id={`${id}-level`}
              label={t(framework === 'NSTB' ? 'verify.form.certificateLevel' : 'verify.form.certificateLevelOther')}
              error={error(form.errors.certificateLevel)}
              requiredMark={required}
            >
              {(control) =>
                framework === 'NSTB' ? (
                  <select {...control} {...form.register('certificateLevel')} className={selectClasses}>
                    <option value="">{t('verify.form.chooseLevel')}</option>
                    {NSTB_LEVELS.map((level) => (
                      <option key={level} value={level}>
                        {level === 'Elementary'
                          ? t('lists.verificationBadge.nstbElementary')
                          : t('lists.verificationBadge.certificate', {
                              framework: 'NSTB',
                              level: localDigits(level, language),
                            })}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Input {...control} {...form.register('certificateLevel')} maxLength={40} />
                )
              }
            </Field>
            <Field
              id={`${id}-occupation`}
              label={t('verify.form.certificateOccupation')}
              error={error(form.errors.certificateOccupation)}
              requiredMark={required}
            >
              {(control) => <Input {...control} {...form.register('certificateOccupation')} maxLength={120} />}
            </Field>
          </div>
          <Field
            id={`${id}-number`}
            label={t('verify.form.certificateNumber')}
            error={error(form.errors.certificateNumber)}
          >
            {(control) => <Input {...control} {...form.register('certificateNumber')} maxLength={60} />}
          </Field>
          <DocumentFileField
            id={`${id}-certificate`}
            label={t('verify.form.certificateFile')}
            requiredMark={required}
            {...fileProps('certificate')}
          />
        </div>
      ) : null}
      <DocumentFileField id={`${id}-police`} label={t('verify.form.policeFile')} {...fileProps('police_clearance')} />
      <Submit progress={progress} busy={busy} />
    </FormFrame>
  );
}

/** A company: registration certificate, PAN/VAT, registered name and address; agency or not. */
export function CompanyRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(CompanyClaims, {
    defaultValues: {
      role: 'company' as const,
      registeredName: '',
      registeredAddress: '',
      panVatNumber: '',
      isAgency: false,
    },
  });
  const { send, fileProps, progress, busy } = useSendRequest('company', onSent);
  const error = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const required = t('verify.form.required');
  const agency = form.field('isAgency');

  return (
    <FormFrame onFocus={form.prefetch} onSubmit={form.handleSubmit((claims) => send(claims), showValidationToast)}>
      <Field
        id={`${id}-name`}
        label={t('verify.form.registeredName')}
        error={error(form.errors.registeredName)}
        requiredMark={required}
      >
        {(control) => (
          <Input {...control} {...form.register('registeredName')} maxLength={200} autoComplete="organization" />
        )}
      </Field>
      <Field
        id={`${id}-address`}
        label={t('verify.form.registeredAddress')}
        error={error(form.errors.registeredAddress)}
        requiredMark={required}
      >
        {(control) => <Input {...control} {...form.register('registeredAddress')} maxLength={300} />}
      </Field>
      <Field
        id={`${id}-pan`}
        label={t('verify.form.panVat')}
        error={error(form.errors.panVatNumber)}
        requiredMark={required}
      >
        {(control) => <Input {...control} {...form.register('panVatNumber')} inputMode="numeric" maxLength={9} />}
      </Field>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={agency.value ?? false}
          onChange={(event) => agency.onChange(event.target.checked)}
        />
        {t('verify.form.isAgency')}
      </label>
      <DocumentFileField
        id={`${id}-registration`}
        label={t('verify.form.registrationFile')}
        requiredMark={required}
        {...fileProps('registration')}
      />
      <Submit progress={progress} busy={busy} />
    </FormFrame>
  );
}

/** An institution: registration and, where it has one, its CTEVT affiliation number. */
export function InstitutionRequestForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm(InstitutionClaims, {
    defaultValues: { role: 'institution' as const, registeredName: '', ctevtAffiliationNumber: '' },
  });
  const { send, fileProps, progress, busy } = useSendRequest('institution', onSent);
  const error = (key: MessageKey | undefined) => (key ? t(key) : undefined);
  const required = t('verify.form.required');

  return (
    <FormFrame onFocus={form.prefetch} onSubmit={form.handleSubmit((claims) => send(claims), showValidationToast)}>
      <Field
        id={`${id}-name`}
        label={t('verify.form.registeredName')}
        error={error(form.errors.registeredName)}
        requiredMark={required}
      >
        {(control) => (
          <Input {...control} {...form.register('registeredName')} maxLength={200} autoComplete="organization" />
        )}
      </Field>
      <Field id={`${id}-ctevt`} label={t('verify.form.ctevtNumber')} error={error(form.errors.ctevtAffiliationNumber)}>
        {(control) => <Input {...control} {...form.register('ctevtAffiliationNumber')} maxLength={60} />}
      </Field>
      <DocumentFileField
        id={`${id}-registration`}
        label={t('verify.form.registrationFile')}
        requiredMark={required}
        {...fileProps('registration')}
      />
      <Submit progress={progress} busy={busy} />
    </FormFrame>
  );
}
