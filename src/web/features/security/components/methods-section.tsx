import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Link2 } from 'lucide-react';
import type { SecurityOverview } from '#contract/security.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { toast } from '#web/lib/toast.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SECURITY_QUERY_KEY, startLink, unlinkMethod } from '../api/security-api.ts';
import { Section } from './section.tsx';

const METHODS = ['credential', 'google', 'linkedin'] as const;

/** Linked sign-in methods: link Google or LinkedIn, unlink any but the last one. */
export function MethodsSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const linkedCount = overview.methods.length;

  async function unlink(accountId: string, name: string) {
    setBusy(accountId);
    try {
      await unlinkMethod(accountId);
      toast.success(t('security.methods.unlinked', { method: name }));
      await queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
    } finally {
      setBusy(null);
    }
  }

  async function link(provider: 'google' | 'linkedin') {
    setBusy(provider);
    try {
      window.location.assign(await startLink(provider));
    } catch (error) {
      showErrorToast(error, { titleKey: 'toast.error' });
      setBusy(null);
    }
  }

  return (
    <Section id="security-methods" title={t('security.methods.title')}>
      <ul className="divide-y divide-slate-100">
        {METHODS.map((method) => {
          const linked = overview.methods.find((m) => m.providerId === method);
          const name = t(`security.methods.${method}`);
          const available = method === 'credential' || overview.available[method];
          return (
            <li key={method} className="flex flex-wrap items-center gap-3 py-3">
              {method === 'credential' ? (
                <KeyRound aria-hidden="true" className="size-5 text-slate-500" />
              ) : (
                <Link2 aria-hidden="true" className="size-5 text-slate-500" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-xs text-slate-600">
                  {linked
                    ? linkedCount === 1
                      ? t('security.methods.lastOne')
                      : t('security.methods.linked')
                    : available
                      ? ''
                      : t('security.methods.notConfigured')}
                </p>
              </div>
              {linked ? (
                linkedCount > 1 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={`${t('security.methods.unlink')}: ${name}`}
                    onClick={() => void unlink(linked.id, name)}
                  >
                    {busy === linked.id ? <Spinner /> : null}
                    {t('security.methods.unlink')}
                  </Button>
                ) : null
              ) : method !== 'credential' && available ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`${t('security.methods.link')}: ${name}`}
                  onClick={() => void link(method)}
                >
                  {busy === method ? <Spinner /> : null}
                  {t('security.methods.link')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
