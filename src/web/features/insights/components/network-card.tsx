import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Network, RefreshCw, Sparkles } from 'lucide-react';
import type { LinkedinData, NetworkState } from '#contract/insights.ts';
import { DEMO_LINKEDIN_DATA } from '#contract/insights-rules.ts';
import { appConfigQueryOptions } from '#web/lib/app-config.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { networkStateQueryOptions, startLinkedinConnect } from '../api/insights-api.ts';
import { useAnalyzeProfile, type AnalyzeInput } from '../api/use-analyze-profile.ts';
import { CvImport } from './cv-import.tsx';
import { AnalysisView } from './skill-analysis.tsx';
import { useLinkedinReturn } from './use-linkedin-return.ts';

/**
 * The dashboard's professional-network card (spec §2, §4 network connect flow): connect LinkedIn,
 * import a CV or try Demo Mode, then the skill-gap analysis with courses and jobs. `onAnalyzed`
 * lets the page refresh what depends on the analysis ("New Paths Forward").
 */
export function NetworkCard({ onAnalyzed }: { onAnalyzed?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(networkStateQueryOptions);

  const analysis = useAnalyzeProfile(onAnalyzed);

  useLinkedinReturn(analysis.mutate);

  return (
    <Card aria-labelledby={titleId} role="region" className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 bg-gradient-to-r from-sky-50 to-white px-5 py-4">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Network aria-hidden="true" className="size-5 text-sky-700" />
          {t('insights.title')}
        </h2>
        {query.data?.profile ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('insights.active')}
          </span>
        ) : null}
      </div>
      <div className="p-5">
        {query.data ? (
          <CardBody
            state={query.data}
            analyzing={analysis.isPending}
            analyze={(input) => analysis.mutateAsync(input)}
          />
        ) : query.isError ? (
          // spec §8: a failed recommendations fetch is only logged; the invitation still works
          <Invitation analyzing={analysis.isPending} analyze={(input) => analysis.mutateAsync(input)} />
        ) : (
          <div role="status" className="space-y-3">
            <span className="sr-only">{t('shell.loading')}</span>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-20" />
          </div>
        )}
      </div>
    </Card>
  );
}

type Analyze = (input: AnalyzeInput) => Promise<unknown>;

function CardBody({ state, analyzing, analyze }: { state: NetworkState; analyzing: boolean; analyze: Analyze }) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  if (!state.profile) return <Invitation analyzing={analyzing} analyze={analyze} />;
  const source = state.profile.source;
  const importCv = (
    <CvImport
      busy={analyzing}
      onAnalyze={async (data) => {
        await analyze({ data, source: 'cv' }).catch(() => undefined);
        setImporting(false);
      }}
    />
  );
  if (!state.analysis) {
    return (
      <div className="space-y-4">
        <p className="text-sm font-medium text-slate-700">{t(`insights.source.${source}`)}</p>
        <div>
          <h3 className="font-semibold text-slate-900">{t('insights.uploadTitle')}</h3>
          <p className="mt-1 text-sm text-slate-600">{t('insights.uploadPrompt')}</p>
        </div>
        {importCv}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">
          {t(`insights.source.${source}`)}
          {state.profile.name ? ` · ${state.profile.name}` : ''}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setImporting((open) => !open)} aria-expanded={importing}>
            {t('insights.uploadCv')}
          </Button>
          <Button size="sm" disabled={analyzing} onClick={() => void analyze({ source }).catch(() => undefined)}>
            <RefreshCw aria-hidden="true" className={analyzing ? 'animate-spin' : undefined} />
            {analyzing ? t('insights.analyzing') : t('insights.reanalyze')}
          </Button>
        </div>
      </div>
      {importing ? importCv : null}
      <AnalysisView analysis={state.analysis} />
    </div>
  );
}

function Invitation({ analyzing, analyze }: { analyzing: boolean; analyze: Analyze }) {
  const { t } = useTranslation();
  const config = useQuery(appConfigQueryOptions);
  const [connecting, setConnecting] = useState(false);
  const linkedinReady = config.data?.providers.linkedin === true;

  async function connect() {
    setConnecting(true);
    try {
      window.location.assign(await startLinkedinConnect());
      // stay busy: the browser is leaving for LinkedIn
    } catch (error) {
      showErrorToast(error, {
        titleKey: 'insights.toast.connectionFailed',
        descriptionKey: 'insights.toast.connectionFailedBody',
      });
      setConnecting(false);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-xl font-bold text-slate-900">{t('insights.connectTitle')}</h3>
        <p className="mt-1 text-slate-700">{t('insights.connectBody')}</p>
      </div>
      {config.data && !linkedinReady ? <p className="text-sm text-slate-600">{t('insights.notConfigured')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {linkedinReady ? (
          <Button onClick={() => void connect()} disabled={connecting}>
            <Network aria-hidden="true" />
            {connecting ? t('insights.connecting') : t('insights.connect')}
          </Button>
        ) : null}
        <Button
          variant="accent"
          disabled={analyzing}
          onClick={() =>
            void analyze({ data: DEMO_LINKEDIN_DATA as unknown as LinkedinData, source: 'demo' }).catch(() => undefined)
          }
        >
          <Sparkles aria-hidden="true" />
          {analyzing ? t('insights.analyzing') : t('insights.demoMode')}
        </Button>
      </div>
      <CvImport busy={analyzing} onAnalyze={(data) => analyze({ data, source: 'cv' }).catch(() => undefined)} />
    </div>
  );
}
