// Acting on a Permissions on Demand request from its e-mail: approve and deny both need a justification, and mail
// from a user without service-desk access is ignored.
import type { DocTable } from './docTable';

export type EmailDecision = 'approve' | 'deny';

export interface EmailReply {
  decision: EmailDecision;
  justification: string;
  senderHasServiceDeskAccess: boolean;
}

export type EmailOutcome = { result: 'approved' | 'denied' | 'ignored' | 'refused'; message: string };

export function actOnEmail(reply: EmailReply): EmailOutcome {
  if (!reply.senderHasServiceDeskAccess) {
    return { result: 'ignored', message: 'Ignored: mail from a user without service-desk access is not acted on.' };
  }
  if (reply.justification.trim() === '') {
    const verb = reply.decision === 'approve' ? 'Approving' : 'Denying';
    return { result: 'refused', message: `${verb} needs a message with a justification; the request stays Pending.` };
  }
  return reply.decision === 'approve'
    ? { result: 'approved', message: 'Approved: the requester becomes exempt.' }
    : { result: 'denied', message: 'Denied: the requester stays non-exempt.' };
}

export function emailApprovalTable(): DocTable {
  return {
    caption: 'Approving or denying by e-mail',
    columns: ['Reply', 'Outcome'],
    rows: [
      ['Approve, with a justification', 'Approved: the requester becomes exempt'],
      ['Deny, with a justification', 'Denied: the requester stays non-exempt'],
      ['Approve or deny without a justification', 'Not acted on: both need a message with a justification'],
      ['From a user without service-desk access', 'Ignored'],
    ],
  };
}
