/**
 * The planning steps of a program, in the spec's order (spec 02, sections 2 and 4): the catalog (Select Tactics),
 * customization for property themes (type 4), finalize (the cart and budget), delivery information, distribution,
 * and submit. Step indicator statuses (spec 01, section 4): 1 active, 2 completed, 0 otherwise.
 */
export type PlanningStep = 'tactics' | 'customize' | 'finalize' | 'delivery' | 'distribution' | 'submit';
type StepStatus = 0 | 1 | 2;

export interface PlanningFacts {
  id: number;
  campaignThemeTypeId?: number | null;
  tacticCount: number;
  /** The program left the planning statuses (submitted or later). */
  submitted: boolean;
  /** Delivery information: null while unknown. */
  delivery: { deliveryDate: string | null; locationCount: number; onlyDownloads: boolean } | null;
  /** Every selected location has quantities (null while unknown). */
  distributed: boolean | null;
}

export interface StepView {
  step: PlanningStep;
  status: StepStatus;
  /** Where the step is (the delivery step is the side panel, opened by the caller). */
  path: string | null;
}

/** The steps a program goes through: customization only for property themes; delivery and distribution only with something to ship. */
export function planningStepsOf(facts: Pick<PlanningFacts, 'campaignThemeTypeId' | 'delivery'>): PlanningStep[] {
  const shipping = !facts.delivery?.onlyDownloads;
  return [
    'tactics',
    ...(facts.campaignThemeTypeId === 4 ? (['customize'] as const) : []),
    'finalize',
    ...(shipping ? (['delivery', 'distribution'] as const) : []),
    'submit',
  ];
}

/** Whether a step's work is done, from what the program holds. */
function stepDone(step: PlanningStep, facts: PlanningFacts): boolean {
  switch (step) {
    case 'tactics':
      return facts.tacticCount > 0;
    case 'customize':
    case 'finalize':
      return (
        facts.tacticCount > 0 &&
        (facts.submitted || Boolean(facts.delivery?.deliveryDate) || facts.delivery?.onlyDownloads === true)
      );
    case 'delivery':
      return Boolean(
        facts.delivery &&
        (facts.delivery.onlyDownloads || (facts.delivery.deliveryDate && facts.delivery.locationCount > 0)),
      );
    case 'distribution':
      return (
        facts.delivery?.onlyDownloads === true ||
        (facts.distributed === true && (facts.delivery?.locationCount ?? 0) > 0)
      );
    case 'submit':
      return facts.submitted;
  }
}

const pathOf = (step: PlanningStep, id: number): string | null =>
  step === 'tactics'
    ? `/tactic-catalog/${id}`
    : step === 'customize'
      ? `/tactic-catalog/${id}/customize/2`
      : step === 'finalize' || step === 'submit'
        ? `/tactic-catalog/${id}/finalize`
        : step === 'distribution'
          ? `/tactic-catalog/${id}/finalize/distribution`
          : null;

/** Each step with its status: the current one 1 (active), a done one 2 (completed), the others 0. */
export function planningSteps(current: PlanningStep, facts: PlanningFacts): StepView[] {
  return planningStepsOf(facts).map((step) => ({
    step,
    status: step === current ? 1 : stepDone(step, facts) ? 2 : 0,
    path: pathOf(step, facts.id),
  }));
}
