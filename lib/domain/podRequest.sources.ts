// The spec's words behind each rule of the Permissions on Demand request (podRequest.ts). Read by the sources check
// and the tests only; never imported by code that reaches the browser.
import type { Sources } from './sourcesType';

export const podRequestSources: Sources = {
  podRequest: 'protection enabled; non-exempt user attempts a sensitive action; request generated; approvers notified; approved or denied',
  'podRequest.state.notExempt': 'non-exempt user attempts a sensitive action',
  'podRequest.state.requested': 'Requested (24-hour timer starts)',
  'podRequest.state.pending': 'Pending (approvers have not acted; expiry timer reset)',
  'podRequest.state.approved': ['Approved (user becomes exempt)', 'Approval duration default forever'],
  'podRequest.state.denied': ['Denied (user stays non-exempt)', 'Request Denial Snooze Time 15 minutes'],
  'podRequest.state.expired': "Expired (not actioned in 24 hours; resubmitted on the user's next unprivileged attempt)",
  'podRequest.state.abandoned': 'Abandoned (user answered No to giving justification via ChatOps)',
  'podRequest.state.abandonedExpired': 'Abandoned (expired) (no justification in 24 hours)',
  'podRequest.event.attempt': ['non-exempt user attempts a sensitive action', 'duplicate PoD requests within 15 minutes not re-sent'],
  'podRequest.event.justify': 'Humans with an email and ChatOps get a justification step first',
  'podRequest.event.declineJustification': 'user answered No to giving justification via ChatOps',
  'podRequest.event.approve': [
    'Approve and deny both require a message with justification',
    'approves or denies PoD requests at their scope and overrides duration',
  ],
  'podRequest.event.deny': 'Approve and deny both require a message with justification',
  'podRequest.event.escalate': ['Not actioned within 1 hour escalates to the next approver level up', 'Escalation after 1 hour (default Escalation Window)'],
  'podRequest.event.expire': ['Expiry after 24 hours', 'request expiry 24 hours (TTL)'],
  'podRequest.event.justificationTimeout': 'no justification in 24 hours',
  'podRequest.event.notifyApprovers': 'machine identities, orgs without ChatOps, and identities without an email skip justification',
  'podRequest.event.approvalEnds': 'Timed approvals are revoked within 5 minutes after expiry',
  'podRequest.attempt:notExempt>requested': ['non-exempt user attempts a sensitive action; request generated', 'Requested (24-hour timer starts)'],
  'podRequest.attempt:requested>requested': 'duplicate PoD requests within 15 minutes not re-sent',
  'podRequest.attempt:pending>pending': 'duplicate PoD requests within 15 minutes not re-sent',
  'podRequest.attempt:expired>requested': "resubmitted on the user's next unprivileged attempt",
  'podRequest.notifyApprovers:requested>pending': [
    'machine identities, orgs without ChatOps, and identities without an email skip justification',
    'An approver who is also the requester sees only the approval request',
    'request generated; approvers notified',
    'Pending (approvers have not acted; expiry timer reset)',
  ],
  'podRequest.justify:requested>pending': ['Humans with an email and ChatOps get a justification step first', 'request generated; approvers notified'],
  'podRequest.declineJustification:requested>abandoned': 'Abandoned (user answered No to giving justification via ChatOps)',
  'podRequest.justificationTimeout:requested>abandonedExpired': 'Abandoned (expired) (no justification in 24 hours)',
  'podRequest.approve:pending>approved': [
    'Approved (user becomes exempt)',
    'Approval duration default forever; timed revocation within 5 minutes after expiry',
  ],
  'podRequest.deny:pending>denied': ['Denied (user stays non-exempt)', 'Request Denial Snooze Time 15 minutes'],
  'podRequest.escalate:pending>pending': 'Not actioned within 1 hour escalates to the next approver level up',
  'podRequest.expire:pending>expired': ['Pending (approvers have not acted; expiry timer reset)', 'Expired (not actioned in 24 hours'],
  'podRequest.approvalEnds:approved>approved': [
    'Timed approvals are revoked within 5 minutes after expiry',
    'Timed approval ended | access-denied style error',
  ],
  'podRequest.guard.service-disabled': 'Disabled services create no PoD request; only a ChatOps message and the console error',
  'podRequest.guard.unsupported-region':
    'PoD not triggered in regions ap-southeast-4, ap-southeast-5, ap-southeast-7, ca-west-1, il-central-1; workarounds: exempt the identity (all regions) or retry from a supported region',
  'podRequest.guard.no-justification-step': [
    'machine identities, orgs without ChatOps, and identities without an email skip justification',
    'An approver who is also the requester sees only the approval request',
  ],
  'podRequest.guard.justification-needs-text': 'A justification on on-demand requests is mandatory when the setting is checked',
  'podRequest.guard.decision-needs-message': 'Approve and deny both require a message with justification',
  'podRequest.refusal.approved-attempt': ['Approved (user becomes exempt)', 'Timed approval ended | access-denied style error'],
  'podRequest.scenario.identity':
    'Humans with an email and ChatOps get a justification step first; machine identities, orgs without ChatOps, and identities without an email skip justification',
  'podRequest.scenario.chatOps': 'orgs without ChatOps',
  'podRequest.scenario.requesterIsApprover': 'An approver who is also the requester sees only the approval request',
  'podRequest.scenario.region': 'PoD not triggered in regions ap-southeast-4, ap-southeast-5, ap-southeast-7, ca-west-1, il-central-1',
  'podRequest.scenario.service': 'Disabled services create no PoD request',
};
