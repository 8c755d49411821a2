import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Briefcase, GraduationCap, MapPin, Network, RefreshCw, Route, Sparkles } from 'lucide-react';
import type { LinkedinData, NetworkState, Reason, SkillAnalysis } from '#contract/insights.ts';
import { DEMO_LINKEDIN_DATA } from '#contract/insights-rules.ts';
import { appConfigQueryOptions } from '#web/lib/app-config.ts';
import { showErrorToast } from '#web/lib/error-toast.ts';
import { toast } from '#web/lib/toast.ts';
import type { MessageKey } from '#web/lib/i18n.ts';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  analyzeAndRefresh,
  analyzeProfile,
  insightsKeys,
  networkStateQueryOptions,
  reanalyzeProfile,
  startLinkedinConnect,
  syncLinkedinProfile,
  type Source,
} from '../api/insights-api.ts';
import { CvImport } from './cv-import.tsx';

/**
 * The dashboard's professional-network card (spec §2, §4 network connect flow): connect LinkedIn,
 * import a CV or try Demo Mode, then the skill-gap analysis with courses and jobs. `onAnalyzed`
 * lets the page refresh what depends on the analysis ("New Paths Forward").
 */
export function NetworkCard({ onAnalyzed }: { onAnalyzed?: () => void }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const query = useQuery(networkStateQueryOptions);
  const [params, setParams] = useSearchParams();
  const handledReturn = useRef(false);

  const analysis = useMutation({
    mutationFn: (input: { data?: LinkedinData; source: Source }) =>
      analyzeAndRefresh(queryClient, () =>
        input.data ? analyzeProfile(input.data, input.source, language) : reanalyzeProfile(language),
      ),
    onSuccess: () => {
      toast.success(t('insights.toast.analyzed'), { description: t('insights.toast.analyzedBody') });
      onAnalyzed?.();
    },
    onError: () => {
      toast.error(t('insights.toast.analysisFailed'), { description: t('insights.toast.analysisFailedBody') });
    },
  });

  // back from LinkedIn: sync the linked identity, then put the URL back to /dashboard
  useEffect(() => {
    const connected = params.get('linkedin_connected') === 'true';
    const failed = params.has('linkedin_error');
    if ((!connected && !failed) || handledReturn.current) return;
    handledReturn.current = true;
    setParams({}, { replace: true });
    const connectionFailed = () =>
      toast.error(t('insights.toast.connectionFailed'), { description: t('insights.toast.connectionFailedBody') });
    if (failed) {
      connectionFailed();
      return;
    }
    syncLinkedinProfile().then(({ profile }) => {
      queryClient.setQueryData<NetworkState>(insightsKeys.network, (old) => ({
        analysis: old?.analysis ?? null,
        profile,
      }));
      toast.success(t('insights.toast.connected'), { description: t('insights.toast.connectedBody') });
      // a CV imported earlier is analysed again straight away
      if (profile.linkedinData) analysis.mutate({ source: 'linkedin' });
    }, connectionFailed);
  }, [params, setParams, queryClient, t, analysis]);

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

type Analyze = (input: { data?: LinkedinData; source: Source }) => Promise<unknown>;

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

function ReasonText({ reason }: { reason: Reason }) {
  const { t } = useTranslation();
  return <p className="text-sm text-slate-600">{reason.text ?? t(reason.key as MessageKey, reason.params)}</p>;
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function AnalysisView({ analysis }: { analysis: SkillAnalysis }) {
  const { t, language } = useTranslation();
  const iconClass = 'size-5 text-brand-700';
  return (
    <div className="space-y-6" data-testid="skill-analysis">
      <div className="grid gap-6 md:grid-cols-2">
        <Section icon={<BadgeCheck aria-hidden="true" className={iconClass} />} title={t('insights.currentSkills')}>
          <ul className="flex flex-wrap gap-2">
            {analysis.currentSkills.map((skill) => (
              <li key={skill.name} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                {skill.name}
              </li>
            ))}
          </ul>
        </Section>
        <Section icon={<Sparkles aria-hidden="true" className={iconClass} />} title={t('insights.nextSkills')}>
          {analysis.recommendedSkills.length === 0 ? (
            <p className="text-sm text-slate-600">{t('insights.noNext')}</p>
          ) : (
            <ul className="space-y-2">
              {analysis.recommendedSkills.map((skill) => (
                <li key={skill.name}>
                  <p className="font-medium text-slate-900">
                    {skill.name}{' '}
                    <span className="text-sm font-normal text-slate-600">
                      · {t('insights.demand', { count: skill.demand })}
                    </span>
                  </p>
                  <ReasonText reason={skill.reason} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section icon={<Route aria-hidden="true" className={iconClass} />} title={t('insights.careerPaths')}>
        {analysis.careerPaths.length === 0 ? (
          <p className="text-sm text-slate-600">{t('insights.noPaths')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3">
            {analysis.careerPaths.map((path) => (
              <li key={`${path.title}-${path.category}`} className="rounded-xl border border-slate-200 p-3">
                <p className="font-semibold text-slate-900">{path.title}</p>
                <p className="text-sm text-slate-600">
                  {path.category} · {t('insights.match', { percent: path.match })}
                </p>
                <p className="mt-1 text-sm text-slate-800">
                  {path.missingSkills.length > 0
                    ? t('insights.missing', { skills: path.missingSkills.join(', ') })
                    : t('insights.nothingMissing')}
                </p>
                <ReasonText reason={path.reason} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section icon={<GraduationCap aria-hidden="true" className={iconClass} />} title={t('insights.courses')}>
        {analysis.courses.length === 0 ? (
          <p className="text-sm text-slate-600">{t('insights.noCourses')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {analysis.courses.map((course) => (
              <li
                key={course.id}
                className="relative rounded-xl border border-slate-200 p-3 focus-within:ring-2 focus-within:ring-brand-600"
              >
                <p className="font-semibold text-slate-900">
                  <Link
                    to={`/courses/${encodeURIComponent(course.id)}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {language === 'ne' && course.titleNe ? course.titleNe : course.title}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {course.category} · {course.duration}
                </p>
                <ReasonText reason={course.reason} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/courses" className={buttonVariants({ variant: 'link', className: 'mt-1 px-0' })}>
          {t('insights.exploreAll')}
        </Link>
      </Section>

      <Section icon={<Briefcase aria-hidden="true" className={iconClass} />} title={t('insights.jobs')}>
        {analysis.jobs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('insights.noJobs')}</p>
        ) : (
          <ul className="space-y-2">
            {analysis.jobs.map((job) => (
              <li
                key={job.id}
                className="relative rounded-xl border border-slate-200 p-3 focus-within:ring-2 focus-within:ring-brand-600"
              >
                <p className="font-semibold text-slate-900">
                  <Link
                    to={`/jobs/${encodeURIComponent(job.id)}`}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {job.jobTitle}
                  </Link>
                </p>
                <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                  <span>{job.companyName}</span>
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    {job.location}
                  </span>
                </p>
                <ReasonText reason={job.reason} />
              </li>
            ))}
          </ul>
        )}
        <Link to="/jobs" className={buttonVariants({ variant: 'link', className: 'mt-1 px-0' })}>
          {t('insights.viewAllJobs')}
        </Link>
      </Section>
    </div>
  );
}
