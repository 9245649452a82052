import { afterEach, describe, expect, it } from 'vitest';
import { closeSidePanel, openSidePanel, sidePanelShown } from './sidePanel';

describe('the side panel: a mode closes its own opening only', () => {
  afterEach(() => closeSidePanel());

  it('closes the opening a mode was given', () => {
    openSidePanel('jobs');
    const jobs = sidePanelShown()!.opening;
    closeSidePanel(jobs);
    expect(sidePanelShown()).toBeNull();
  });

  it("leaves open a panel the user opened while the first mode's save ran", () => {
    openSidePanel('jobs');
    const jobs = sidePanelShown()!.opening;
    openSidePanel('contributions');
    closeSidePanel(jobs);
    expect(sidePanelShown()?.mode).toBe('contributions');
  });

  it('leaves open the same mode opened again for something else', () => {
    openSidePanel('delivery-information', { programId: 1 });
    const first = sidePanelShown()!.opening;
    openSidePanel('delivery-information', { programId: 2 });
    closeSidePanel(first);
    expect(sidePanelShown()?.props).toEqual({ programId: 2 });
  });

  it("closes whatever is open for the panel's own close button and a move to another page", () => {
    openSidePanel('jobs');
    closeSidePanel();
    expect(sidePanelShown()).toBeNull();
  });
});
