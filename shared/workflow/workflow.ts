import type { Claim } from '../claims';

/**
 * The workflow kit's declaration: every approval flow of the product (program status, promo code requests,
 * communication requests, expenses, profile approvals) is one `defineWorkflow` here in `shared/`, read by the
 * server's `applyTransition` (functions/lib/workflow.ts), which refuses and writes, and by the web's
 * `WorkflowActions`, which shows the buttons. A flow declares its states with their names, its actions with the
 * states they leave from, where they lead, the claim they need and whether they need notes, and how a refusal reads.
 */
export interface WorkflowTransition<State> {
  from: readonly State[];
  /** `null`: the action removes the subject (a delete). */
  to: State | null;
  claim: Claim;
  /** Notes the user must give (a rejection says why). */
  needsNotes?: boolean;
  /** The action's participle in refusal texts: 'approved', 'approved at tier 2'. */
  done: string;
  /** The button's text; the web widget shows it. */
  label: string;
  /** Asked before the action is sent (Yes/No), when the spec asks. */
  confirm?: string;
}

/** What a refusal text is made from: the state as named, the action's participle, the states that would allow it. */
export interface RefusalParts<State> {
  state: State;
  stateName: string;
  done: string;
  allowedNames: string[];
}

export interface WorkflowDeclaration<State extends string | number, Action extends string> {
  /** What moves through the flow, in words: 'program', 'promo code request'. */
  subject: string;
  stateNames: Record<State, string>;
  transitions: Record<Action, WorkflowTransition<State>>;
  /** How this flow words "not now"; the default is `defaultRefusal`. */
  refusal?: (parts: RefusalParts<State>) => string;
}

export interface Workflow<State extends string | number, Action extends string> extends WorkflowDeclaration<
  State,
  Action
> {
  actions: readonly Action[];
  /** Why `action` is not possible from `state`, in words a user understands; null when it is. */
  refusalOf(action: Action, state: State): string | null;
  /** The actions this user may take from `state` (the state allows it and they hold its claim), in declared order. */
  allowedActions(state: State, holds: (claim: Claim) => boolean): Action[];
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/** "A submitted promo code request cannot be deleted." */
export const defaultRefusal =
  (subject: string) =>
  ({ stateName, done }: RefusalParts<unknown>) =>
    `${article(stateName)} ${stateName.toLowerCase()} ${subject} cannot be ${done}.`;

export function defineWorkflow<const State extends string | number, const Action extends string>(
  declaration: WorkflowDeclaration<State, Action>,
): Workflow<State, Action> {
  const actions = Object.keys(declaration.transitions) as Action[];
  const refusal = declaration.refusal ?? defaultRefusal(declaration.subject);
  const refusalOf = (action: Action, state: State) => {
    const transition = declaration.transitions[action];
    if (transition.from.includes(state)) return null;
    return refusal({
      state,
      stateName: declaration.stateNames[state],
      done: transition.done,
      allowedNames: transition.from.map((s) => declaration.stateNames[s]),
    });
  };
  return {
    ...declaration,
    actions,
    refusalOf,
    allowedActions: (state, holds) =>
      actions.filter((a) => refusalOf(a, state) === null && holds(declaration.transitions[a].claim)),
  };
}
