import type { ReplyDraft, replyProblem } from './helpers';
import type { AdminInquiry } from './queries';

// The reply dialog's state: the draft, which step it is on, and what stopped it.

export type Step = 'compose' | 'preview';
export type Problem = ReturnType<typeof replyProblem>;

export interface State extends ReplyDraft {
  step: Step;
  /** Closing was asked for with a reply typed: waiting for Discard or Keep editing. */
  confirmDiscard: boolean;
  problem: Problem;
}

export function freshState(i: AdminInquiry): State {
  return {
    email: i.email,
    message: '',
    type: 'general',
    locale: i.locale,
    step: 'compose',
    confirmDiscard: false,
    problem: null,
  };
}
