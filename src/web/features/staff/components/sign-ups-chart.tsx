import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ROLES, type Role } from '#contract/roles.ts';
import type { SignUpDay } from '#contract/staff.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatNumber } from '#contract/format/numbers.ts';
import { useTranslation } from '#web/lib/use-translation.ts';

// Colours that stay apart for common colour blindness, each with its own dash, so a line reads
// without its colour too; the legend names them in the page's language.
const SERIES: Record<Role, { stroke: string; dash: number[] }> = {
  student: { stroke: '#0f766e', dash: [] },
  professional: { stroke: '#b45309', dash: [8, 4] },
  company: { stroke: '#1d4ed8', dash: [2, 3] },
  institution: { stroke: '#9d174d', dash: [10, 3, 2, 3] },
};
const HEIGHT = 220;

/** Sign-ups per day by role: a line chart for the eye, a hidden table for screen readers. */
export function SignUpsChart({ days }: { days: SignUpDay[] }) {
  const { t, language } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((entry) => Date.parse(`${entry.day}T00:00:00Z`) / 1000),
      ...ROLES.map((role) => days.map((entry) => entry.counts[role])),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          {
            values: (_u, ticks) =>
              ticks.map((tick) => formatDate(tick * 1000, language, { year: false, compact: true })),
          },
          { values: (_u, ticks) => ticks.map((tick) => formatNumber(tick, language)) },
        ],
        series: [{}, ...ROLES.map((role) => ({ label: t(`roles.names.${role}`), width: 2, ...SERIES[role] }))],
      },
      data,
      element,
    );
    // the chart follows its box (a phone turned, a sidebar closed)
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, language, t]);

  return (
    <figure aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {t('staff.overview.chartTitle')}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
        {ROLES.map((role) => (
          <li key={role} className="flex items-center gap-2">
            <svg width="28" height="8" className="shrink-0">
              <line
                x1="0"
                y1="4"
                x2="28"
                y2="4"
                stroke={SERIES[role].stroke}
                strokeWidth="3"
                strokeDasharray={SERIES[role].dash.join(' ')}
              />
            </svg>
            {t(`roles.names.${role}`)}
          </li>
        ))}
      </ul>
      <div ref={box} className="mt-3 w-full overflow-hidden" role="img" aria-label={t('staff.overview.chartLabel')} />
      <SignUpsTable days={days} />
    </figure>
  );
}

/** The chart's figures as a table only screen readers see. */
function SignUpsTable({ days }: { days: SignUpDay[] }) {
  const { t, language } = useTranslation();
  return (
    // a table keeps the width of its content whatever its own width says: the wrapper hides it
    <div className="sr-only">
      <table>
        <caption>{t('staff.overview.chartTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.overview.day')}</th>
            {ROLES.map((role) => (
              <th key={role} scope="col">
                {t(`roles.names.${role}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <th scope="row">{formatDate(`${entry.day}T12:00:00Z`, language)}</th>
              {ROLES.map((role) => (
                <td key={role}>{formatNumber(entry.counts[role], language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
