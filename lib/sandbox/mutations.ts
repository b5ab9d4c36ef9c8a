// The sandbox's mutations: each checks its input with the firewall model's rules (lib/domain) and changes the
// simulated organisation the way the product does. Control changes are staged as "(pending)" (controls.ts); a rule
// that is broken comes back in `success`/`error` (or `message`) where the result has them, and in the GraphQL
// `errors` array where it does not (a token lifetime out of range, an unknown scope for OneClickProtectAtScope).
import {
  IDENTITY_MAPPING_KEY,
  ZOMBIE_THRESHOLD_DAYS,
  isEmail,
  isZombie,
  parseScope,
  quarantineMachine,
  roleByName,
  scopePathContains,
  transition,
  validateArnPattern,
  validateIdentityMappingKey,
  validateTokenExpiry,
  validateWebhook,
  type WebhookInput,
} from '@/lib/domain';
import { accountsUnder, denyThirdParty, disableRegion, disableService, protectService, type Outcome } from './controls';
import { iso, nextId, type Organisation, type SimIdentity } from './organisation';

const result = (outcome: Outcome) => (outcome.ok ? { success: true, error: null } : { success: false, error: outcome.message });

function scopeProblem(org: Organisation, scope: string): string | null {
  const parsed = parseScope(scope);
  if (!parsed.ok) return parsed.message;
  const under = accountsUnder(org, scope);
  return under.ok ? null : under.message;
}

/** Moves a zombie into quarantine through the model's quarantine machine; false when the model refuses. */
function quarantine(org: Organisation, identity: SimIdentity, days?: number): boolean {
  if (identity.quarantined) return false;
  const context = {
    now: org.now,
    identity: identity.human ? 'human' : 'machine',
    zombieDurationDays: days ?? ZOMBIE_THRESHOLD_DAYS,
    lastUsedAt: identity.lastUsedAt,
  } as const;
  const state = isZombie(identity.lastUsedAt, org.now, context.zombieDurationDays) ? 'zombie' : 'active';
  const step = transition(quarantineMachine, state, { type: 'quarantine' }, context);
  if (step.ok) identity.quarantined = true;
  return step.ok;
}

/** Approver assignment needs the Administrator role. */
function callerAssignsApprovers(org: Organisation): boolean {
  const user = org.users.find((u) => u.email === org.caller);
  return (user?.roles ?? []).some((r) => roleByName(r.role)?.assignsApprovers === true);
}

interface IdentityInput {
  resourceId: string;
  scope: string;
}

export function mutations(org: Organisation) {
  return {
    DisableService: ({ controlKey, scope }: { controlKey: string; scope: string }) => result(disableService(org, controlKey, scope)),
    DisableUnusedServices: ({ scope }: { scope: string }) => {
      const problem = scopeProblem(org, scope);
      if (problem) return { success: false, error: problem };
      const failed = org.services
        .filter((s) => s.unused && !s.lock)
        .map((s) => disableService(org, s.controlKey, scope))
        .filter((o): o is Extract<Outcome, { ok: false }> => !o.ok);
      return failed.length ? { success: false, error: failed.map((f) => f.message).join(' ') } : { success: true, error: null };
    },
    ProtectService: ({ controlKey, scope, identities = [] }: { controlKey: string; scope: string; identities?: string[] }) => {
      const bad = identities.map(validateArnPattern).find((check) => !check.ok);
      if (bad && !bad.ok) return { success: false, error: `identities: ${bad.message}` };
      return result(protectService(org, controlKey, scope, identities));
    },
    ProtectAllIdentities: ({ scope }: { scope: string }) => {
      const problem = scopeProblem(org, scope);
      return problem ? { success: false, error: problem } : { success: true, error: null };
    },
    DisableRegion: ({ regionId, scope }: { regionId: string; scope: string }) => result(disableRegion(org, regionId, scope)),
    DenyThirdPartyAccess: ({ thirdPartyId, scope }: { thirdPartyId: string; scope: string }) => result(denyThirdParty(org, thirdPartyId, scope)),
    ChangeQuarantineStatus: ({ identities, rootScope }: { identities: IdentityInput[]; action: 'ADD'; rootScope?: string }) => {
      let count = 0;
      for (const input of identities) {
        const identity = org.identities.find((i) => i.resourceId === input.resourceId);
        const inScope = !rootScope || scopePathContains(rootScope, input.scope);
        if (identity && inScope && scopeProblem(org, input.scope) === null && quarantine(org, identity)) count += 1;
      }
      return { transactionId: nextId(org, 'example-transaction'), success: count === identities.length, count };
    },
    QuarantineZombiesAtScope: ({ scope, daysSinceLastLogin }: { scope: string; daysSinceLastLogin?: number }) => {
      const problem = scopeProblem(org, scope);
      if (problem) return { success: false, error: problem };
      const under = org.hierarchy.filter((n) => scopePathContains(scope, n.scope)).map((n) => n.resourceId);
      for (const identity of org.identities.filter((i) => under.includes(i.account))) quarantine(org, identity, daysSinceLastLogin);
      return { success: true, error: null };
    },
    OneClickProtectAtScope: ({ scope }: { scope: string }) => {
      const problem = scopeProblem(org, scope);
      if (problem) throw new Error(problem);
      return { transactionId: nextId(org, 'example-transaction') };
    },
    AssignScopeOwners: ({ scope, overrideChildScopes, owners }: { scope: string; overrideChildScopes?: boolean; owners: { email: string }[] }) => {
      const emails = owners.map((o) => o.email);
      if (!callerAssignsApprovers(org)) return { success: false, error: 'Assigning approvers needs the Administrator role.' };
      const bad = emails.find((email) => !isEmail(email));
      if (bad !== undefined) return { success: false, error: `"${bad}" is not an e-mail address.` };
      const problem = scopeProblem(org, scope);
      if (problem) return { success: false, error: problem };
      for (const node of org.hierarchy) {
        if (node.scope === scope || (overrideChildScopes && scopePathContains(scope, node.scope))) node.owners = [...emails];
      }
      return { success: true, error: null };
    },
    GenerateBulwarkUserToken: ({ expiresIn, name }: { expiresIn: number; name: string }) => {
      const expiry = validateTokenExpiry(expiresIn);
      if (!expiry.ok) throw new Error(expiry.message);
      if (name.trim() === '') throw new Error('Give the token a name.');
      const id = nextId(org, 'example-token');
      const expireAt = iso(org.now + expiry.seconds * 1000);
      org.tokens.push({ name, srn: `example-srn/token/${id}`, resourceId: id, createdDate: iso(org.now), expireAt });
      return { name, expireAt, token: `${id}-value-shown-once` };
    },
    DeleteBulwarkUserToken: ({ srn }: { srn: string }) => {
      const before = org.tokens.length;
      org.tokens = org.tokens.filter((t) => t.srn !== srn);
      return org.tokens.length < before ? { success: true, error: null } : { success: false, error: `No token has the srn ${srn}.` };
    },
    BulwarkWebhookCreate: ({ input }: { input: WebhookInput & { url: string; method: string; authed: boolean; filters: string[] } }) => {
      const check = validateWebhook(input);
      if (!check.ok) return { webhookId: null, success: false, message: check.problems.map((p) => p.message).join(' ') };
      const id = nextId(org, 'example-webhook');
      const name = `webhook_${id.split('-').pop()}`;
      const { url, method, authed, filters } = input;
      org.registrations.push({
        id,
        type: 'Notification',
        name,
        description: '',
        platformMetadata: { key: name, url, authed, method, filters, platform: 'Webhook' },
      });
      return { webhookId: id, success: true, message: `Webhook ${name} created.` };
    },
    BulwarkWebhookRemove: ({ input }: { input: { id: string } }) => {
      const webhook = org.registrations.find((r) => r.id === input.id && r.name.startsWith('webhook_'));
      if (!webhook) return { success: false, message: `No webhook has the id ${input.id}.` };
      org.registrations = org.registrations.filter((r) => r !== webhook);
      return { success: true, message: `Webhook ${webhook.name} removed.` };
    },
    CreateCPFConfig: ({ cpfConfig }: { cpfConfig: { key: string; value: string; defaultValue?: string | null } }) => {
      if (cpfConfig.key === IDENTITY_MAPPING_KEY) {
        const check = validateIdentityMappingKey(cpfConfig.value, { existingFields: org.identityStore.fields, usedFields: org.identityStore.used });
        if (!check.ok) return { success: false, error: check.problems.map((p) => p.message).join(' ') };
      }
      const entry = { key: cpfConfig.key, value: cpfConfig.value, defaultValue: cpfConfig.defaultValue ?? '' };
      org.configs = [...org.configs.filter((c) => c.key !== entry.key), entry];
      return { success: true, error: null };
    },
  };
}
