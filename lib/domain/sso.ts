// Whether a user can log in with SSO: created in Bulwark with permissions first, a valid e-mail from the identity
// provider that matches the invited e-mail, and an e-mail domain that matches the organization's SSO domain.
import { IDLE_SESSION_TIMEOUT_MS } from './constants';
import type { DocTable } from './docTable';
import { formatDuration } from './runner';
import { isEmail, validateSsoEmail } from './validators';

export interface SsoCase {
  userCreated: boolean;
  invitedEmail: string;
  idpEmail: string;
  ssoDomain: string;
}

export interface SsoCheck {
  label: string;
  passed: boolean;
  fix: string;
}

function domainOf(email: string): string {
  return email.trim().toLowerCase().split('@')[1] ?? '';
}

export function checkSsoReadiness(c: SsoCase): { ready: boolean; checks: SsoCheck[] } {
  const emailCheck = validateSsoEmail(c.idpEmail, c.invitedEmail);
  const checks: SsoCheck[] = [
    {
      label: 'User created in Bulwark with permissions',
      passed: c.userCreated,
      fix: 'Create the user in Bulwark and give them permissions before they log in with SSO.',
    },
    {
      label: 'The identity provider sends a valid e-mail',
      passed: isEmail(c.idpEmail),
      fix: 'Send the e-mail attribute from the identity provider (in Okta, add it with attribute statements).',
    },
    {
      label: 'The e-mail matches the invited e-mail',
      passed: isEmail(c.idpEmail) && emailCheck.ok,
      fix: 'Invite the user with the e-mail address the identity provider sends.',
    },
    {
      label: 'The e-mail domain matches the SSO domain',
      passed: isEmail(c.idpEmail) && domainOf(c.idpEmail) === c.ssoDomain.trim().toLowerCase().replace(/^@/, ''),
      fix: 'SSO is matched by e-mail domain: the user’s e-mail must be in the organization’s SSO domain.',
    },
  ];
  return { ready: checks.every((x) => x.passed), checks };
}

export function ssoChecklistTable(): DocTable {
  return {
    caption: 'Before a user logs in with SSO',
    columns: ['Check', 'If it fails'],
    rows: checkSsoReadiness({ userCreated: false, invitedEmail: '', idpEmail: '', ssoDomain: '' }).checks.map((c) => [c.label, c.fix]),
    notes: [
      'After the first login a user may land on the login form again: wait a minute and retry.',
      `Sessions end after ${formatDuration(IDLE_SESSION_TIMEOUT_MS)} idle, for local and SSO logins.`,
    ],
  };
}
