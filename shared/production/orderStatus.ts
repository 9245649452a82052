import { knownClaims } from '../claims';
import { defineWorkflow } from '../workflow/workflow';

/**
 * A program tactic's order status (spec 02, section 4: "Tactic order status is editable"; the values are ours,
 * docs/decisions.md 'Production'). A tactic waits (NotSent) until its program is sent to production; from there
 * the production team moves it with `tactics/orderstatus` along this declared flow.
 */
export const orderStatus = {
  notSent: 'NotSent',
  sent: 'Sent',
  inProduction: 'InProduction',
  onHold: 'OnHold',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;
export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];
export const orderStatuses = Object.values(orderStatus) as [OrderStatus, ...OrderStatus[]];

export const orderStatusNames: Record<OrderStatus, string> = {
  NotSent: 'Not sent',
  Sent: 'Sent to production',
  InProduction: 'In production',
  OnHold: 'On hold',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

const claim = knownClaims.manageProduction;
const s = orderStatus;

/** Each action leads to one status, so `tactics/orderstatus` names the status wanted and the flow finds the action. */
export const orderStatusWorkflow = defineWorkflow({
  subject: 'tactic order',
  stateNames: orderStatusNames,
  transitions: {
    send: { from: [s.notSent], to: s.sent, claim, done: 'sent to production', label: 'Send to production' },
    start: { from: [s.sent, s.onHold], to: s.inProduction, claim, done: 'put in production', label: 'In production' },
    hold: { from: [s.sent, s.inProduction], to: s.onHold, claim, done: 'put on hold', label: 'On hold' },
    ship: { from: [s.inProduction], to: s.shipped, claim, done: 'shipped', label: 'Shipped' },
    deliver: { from: [s.shipped], to: s.delivered, claim, done: 'delivered', label: 'Delivered' },
    cancel: { from: [s.sent, s.inProduction, s.onHold], to: s.cancelled, claim, done: 'cancelled', label: 'Cancelled' },
  },
  refusal: ({ stateName, done, allowedNames }) =>
    `A tactic order that is ${stateName} cannot be ${done}. Only orders that are ${allowedNames.join(', ')} can.`,
});
export type OrderStatusAction = (typeof orderStatusWorkflow.actions)[number];

/** A tactic without a status has never been sent. */
export const orderStatusOf = (value: string | null | undefined): OrderStatus =>
  orderStatuses.includes(value as OrderStatus) ? (value as OrderStatus) : orderStatus.notSent;

/** The action that moves a tactic to `to`; sending is the program's (set-send-production), not a status edit. */
export function orderStatusAction(to: OrderStatus): OrderStatusAction | null {
  const found = orderStatusWorkflow.actions.find((a) => orderStatusWorkflow.transitions[a].to === to);
  return found && found !== 'send' ? found : null;
}

/** Why a tactic cannot move from `from` to `to`, or null when it can (the edit's one rule, server and web). */
export function orderStatusRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === orderStatus.notSent) return productionMessages.notSentYet;
  const action = orderStatusAction(to);
  if (!action) return productionMessages.cannotBeSetTo(orderStatusNames[to]);
  return orderStatusWorkflow.refusalOf(action, from);
}

/** The statuses a tactic may move to next (what the web's dropdown offers). */
export const nextOrderStatuses = (from: OrderStatus): OrderStatus[] =>
  orderStatuses.filter((to) => to !== from && orderStatusRefusal(from, to) === null);

/** The production texts (the spec shows none; ours, kept in one place). */
export const productionMessages = {
  notApproved: 'Only approved programs can be sent to production.',
  notSentYet: 'Send the program to production first.',
  nothingToSend: 'This program has no tactics for this manufacturer that wait to be sent to production.',
  noManufacturer: 'This program has no tactics made by this manufacturer.',
  sent: 'Sent to production.',
  unknownTactic: 'This tactic does not exist.',
  customizationsNotApplied: 'Apply the customizations to the program first.',
  /** A status no action leads to (Not sent; Sent, which only the program's send sets). */
  cannotBeSetTo: (statusName: string) => `A tactic order cannot be set to ${statusName}.`,
} as const;
