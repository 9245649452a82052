import { describe, expect, it } from 'vitest';
import { planningSteps, planningStepsOf, type PlanningFacts } from './planningSteps';

const facts = (over: Partial<PlanningFacts> = {}): PlanningFacts => ({
  id: 7,
  campaignThemeTypeId: 1,
  tacticCount: 0,
  submitted: false,
  delivery: { deliveryDate: null, locationCount: 0, onlyDownloads: false },
  distributed: null,
  ...over,
});

describe('planning steps', () => {
  it('follows the spec order, customization only for property themes, delivery only with something to ship', () => {
    expect(planningStepsOf(facts())).toEqual(['tactics', 'finalize', 'delivery', 'distribution', 'submit']);
    expect(planningStepsOf(facts({ campaignThemeTypeId: 4 }))).toEqual([
      'tactics',
      'customize',
      'finalize',
      'delivery',
      'distribution',
      'submit',
    ]);
    expect(planningStepsOf(facts({ delivery: { deliveryDate: null, locationCount: 0, onlyDownloads: true } }))).toEqual(
      ['tactics', 'finalize', 'submit'],
    );
  });

  it('marks the current step 1 (active) and done steps 2 (completed)', () => {
    const steps = planningSteps('delivery', facts({ tacticCount: 2 }));
    expect(steps.map((s) => [s.step, s.status])).toEqual([
      ['tactics', 2],
      ['finalize', 0],
      ['delivery', 1],
      ['distribution', 0],
      ['submit', 0],
    ]);
    expect(steps[0]!.path).toBe('/tactic-catalog/7');
    expect(steps[2]!.path).toBeNull();
    expect(steps[3]!.path).toBe('/tactic-catalog/7/finalize/distribution');
  });

  it('completes delivery with a date and a location, distribution when every location has quantities', () => {
    const done = facts({
      tacticCount: 1,
      delivery: { deliveryDate: '2030-01-02', locationCount: 2, onlyDownloads: false },
      distributed: true,
    });
    expect(planningSteps('submit', done).map((s) => s.status)).toEqual([2, 2, 2, 2, 1]);
    expect(planningSteps('finalize', { ...done, distributed: false }).map((s) => s.status)).toEqual([2, 1, 2, 0, 0]);
    expect(planningSteps('finalize', { ...done, submitted: true }).at(-1)!.status).toBe(2);
  });
});
