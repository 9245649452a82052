import { afterEach, describe, expect, it } from 'vitest';
import { closeSidePanel, openingControls, openSidePanel, sidePanelShown } from './sidePanel';

/** Opens a mode and hands back what the shell gives its component. */
function open(...args: Parameters<typeof openSidePanel>) {
  openSidePanel(...args);
  return openingControls(sidePanelShown()!.opening);
}

describe('the side panel: a mode acts on its own opening only', () => {
  afterEach(() => closeSidePanel());

  it('closes the opening a mode was given', () => {
    open('jobs').close();
    expect(sidePanelShown()).toBeNull();
  });

  it("leaves open a panel the user opened while the first mode's save ran", () => {
    const jobs = open('jobs');
    openSidePanel('contributions');
    jobs.close();
    expect(sidePanelShown()?.mode).toBe('contributions');
  });

  it('leaves open the same mode opened again for another program', () => {
    const first = open('delivery-information', { programId: 1 });
    openSidePanel('delivery-information', { programId: 2 });
    first.close();
    expect(sidePanelShown()?.props).toEqual({ programId: 2 });
  });

  it('hands over to another mode in its place, but does not reopen a panel the user closed', () => {
    const reason = open('jobs');
    reason.openInstead('create-campaign', { mode: 'placeholder' });
    expect(sidePanelShown()?.mode).toBe('create-campaign');

    const closedMeanwhile = open('jobs');
    closeSidePanel();
    closedMeanwhile.openInstead('create-campaign', { mode: 'placeholder' });
    expect(sidePanelShown()).toBeNull();
  });

  it("closes whatever is open for the panel's own close button and a move to another page", () => {
    openSidePanel('jobs');
    closeSidePanel();
    expect(sidePanelShown()).toBeNull();
  });
});
