import './steps.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { plannableStatuses } from '../../../../shared/programs/status';
import { planningSteps, type PlanningStep } from '../../lib/planningSteps';
import { openSidePanel } from '../../lib/sidePanel';
import { useRoute } from '../../lib/useRoute';

/**
 * The step indicator of a program's planning (spec 01, section 4: status 1 active, 2 completed): Select Tactics,
 * Customize (property themes), Finalize, Delivery Information, Distribution, Submit. Each step other than the
 * current one is a link (delivery opens the side panel); the current one is marked `aria-current="step"`.
 */
export function PlanningSteps({ programId, current }: { programId: number; current: PlanningStep }) {
  const { t } = useTranslation();
  const program = useRoute('programs.get', { params: { id: programId } });
  const delivery = useRoute('delivery.information', { params: { id: programId } }, { revalidateOnFocus: false });
  const count = delivery.data?.locationCount ?? 0;
  // Each tactic's total comes with any page of the distribution: one row is enough.
  const distribution = useRoute(
    'delivery.distribution',
    count > 0 ? { params: { id: programId }, query: { pageSize: 1 } } : null,
    { revalidateOnFocus: false },
  );
  if (!program.data) return null;
  const p = program.data.program;
  const steps = planningSteps(current, {
    id: programId,
    campaignThemeTypeId: p.campaignThemeTypeId ?? null,
    tacticCount: program.data.tactics.length,
    submitted: !plannableStatuses.includes(p.statusId),
    delivery: delivery.data
      ? { deliveryDate: delivery.data.deliveryDate, locationCount: count, onlyDownloads: delivery.data.onlyDownloads }
      : null,
    // Complete as submit sees it: every shipped tactic's total equals its order quantity.
    distributed: distribution.data
      ? distribution.data.tactics.length > 0 &&
        distribution.data.tactics.every((t) => t.distributedQuantity === t.orderQuantity)
      : null,
  });
  return (
    <nav className="planning-steps" aria-label={t('widgets.steps.label')}>
      <ol>
        {steps.map((s, index) => {
          const label = (
            <>
              <span className="planning-step-number" aria-hidden>
                {s.status === 2 ? <i className="pi pi-check" /> : index + 1}
              </span>
              <span className="planning-step-label">{t(`widgets.steps.${s.step}`)}</span>
              {s.status === 2 && <span className="sr-only"> ({t('widgets.steps.completed')})</span>}
            </>
          );
          const className = `planning-step status-${s.status}${s.status === 1 ? ' active' : s.status === 2 ? ' completed' : ''}`;
          return (
            <li
              key={s.step}
              className={className}
              data-step={s.step}
              data-status={s.status}
              aria-current={s.status === 1 ? 'step' : undefined}
            >
              {s.status === 1 ? (
                <span className="planning-step-body">{label}</span>
              ) : s.step === 'delivery' ? (
                <button
                  type="button"
                  className="planning-step-body link-button"
                  onClick={() => openSidePanel('delivery-information', { programId })}
                >
                  {label}
                </button>
              ) : s.path ? (
                <Link to={s.path} className="planning-step-body">
                  {label}
                </Link>
              ) : (
                <span className="planning-step-body">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
