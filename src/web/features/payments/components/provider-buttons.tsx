import type { BookingPayment, PaymentProvider } from '#contract/payments.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

type Provider = BookingPayment['providers'][number];

/**
 * One button per gateway, for a booking or a program's fee: an unconfigured one says so and is
 * disabled; the test gateway is labelled as such, with its note that no real money is taken.
 */
export function ProviderButtons({
  providers,
  pending,
  onPay,
}: {
  providers: Provider[];
  /** The provider whose payment is starting, if any: every button waits. */
  pending: PaymentProvider | null | undefined;
  onPay: (provider: PaymentProvider) => void;
}) {
  const { t } = useTranslation();
  const testing = providers.some((provider) => provider.test);
  const label = (provider: Provider) => {
    const name = t(provider.test ? 'payments.provider.test' : `payments.provider.${provider.provider}`);
    return provider.configured ? name : t('payments.card.notConfigured', { provider: name });
  };
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {providers.map((provider) => (
          <Button
            key={provider.provider}
            variant={provider.configured ? 'default' : 'outline'}
            disabled={!provider.configured || Boolean(pending)}
            onClick={() => onPay(provider.provider)}
            data-testid={`pay-${provider.provider}`}
            className="h-auto min-h-10 whitespace-normal"
          >
            {pending === provider.provider ? <Spinner /> : null}
            {label(provider)}
          </Button>
        ))}
      </div>
      {testing ? <p className="text-sm font-medium text-amber-900">{t('payments.card.testNote')}</p> : null}
    </>
  );
}
