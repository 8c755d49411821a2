import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import type { CredentialSummary } from '#contract/credentials.ts';
import { formatDate } from '#contract/format/dates.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { credentialChoicesQueryOptions } from '../api/application-credentials-api.ts';

const isExpired = (credential: CredentialSummary) =>
  credential.validUntil !== null && Date.parse(credential.validUntil) <= Date.now();

/**
 * "Attach your credentials" on the apply form (decision 053): my standing credentials as
 * checkboxes (an expired one says so). Revoked ones cannot be attached and are not offered; with
 * no credential at all the form shows nothing of this.
 */
export function CredentialPicker({
  value,
  onChange,
  error,
  emptyText,
}: {
  value: readonly string[] | undefined;
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  /** Said when I hold no credential to attach; without it the picker shows nothing then. */
  emptyText?: string | undefined;
}) {
  const { t, language } = useTranslation();
  const query = useQuery(credentialChoicesQueryOptions);
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  // a revoked or suspended credential is refused by the server; it is not offered
  const choices = (query.data ?? []).filter((credential) => !credential.revokedAt && !credential.suspendedAt);
  if (choices.length === 0) return emptyText ? <p className="text-sm text-slate-700">{emptyText}</p> : null;
  const chosen = value ?? [];
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));

  return (
    <fieldset className="space-y-2" aria-describedby="apply-credentials-hint">
      <legend className="text-sm font-medium text-slate-900">{t('apply.credentials.label')}</legend>
      <p id="apply-credentials-hint" className="text-sm text-slate-700">
        {t('apply.credentials.hint')}
      </p>
      <ul className="space-y-2">
        {choices.map((credential) => (
          <li key={credential.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                checked={chosen.includes(credential.id)}
                onChange={(event) => toggle(credential.id, event.target.checked)}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1 font-medium text-slate-900">
                  <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                  {(language === 'ne' && credential.nameNe) || credential.name}
                </span>
                <span className="block text-slate-700">
                  {t('apply.credentials.issuedBy', {
                    issuer: credential.issuerName,
                    date: formatDate(credential.issuedAt, language),
                  })}
                </span>
                {isExpired(credential) ? (
                  <span className="mt-1 block font-semibold text-amber-900">
                    {t('apply.credentials.expired', { date: formatDate(credential.validUntil!, language) })}
                  </span>
                ) : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
