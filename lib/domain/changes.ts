// The change flow: stage changes, review them on the Pending Changes page (service blocks, service protections,
// identity exemptions), delete one or all, submit all (which downloads a CloudFormation template and deploys
// nothing), then an org admin deploys it. Removing the firewall (type `undo`, then Undo All) rolls the controls back
// and keeps them as pending changes for a later redeploy; Resubmit Existing Controls recovers after an emergency stop.
import { SCP_MAX_CHARACTERS } from './constants';
import { EXEMPTION_TYPES, validateArnPattern, type ExemptionTypeId } from './exemptions';
import type { Clocked, Machine } from './machine';
import { parseScope, scopeContains } from './scope';

export type ChangeKind = 'serviceBlock' | 'serviceProtection' | 'identityExemption';

export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  serviceBlock: 'Service block',
  serviceProtection: 'Service protection',
  identityExemption: 'Identity exemption',
};

export type ChangeInput =
  | { kind: 'serviceBlock'; service: string; scope: string }
  | {
      kind: 'serviceProtection';
      service: string;
      scope: string;
      /** The service's sensitive permissions as the Protect panel lists them; a placeholder stands in when absent. */
      permissions?: readonly string[];
    }
  | { kind: 'identityExemption'; arnPattern: string; scope: string; types: readonly ExemptionTypeId[] };

export type PendingChange = ChangeInput & { id: number };

export interface ChangeProblem {
  field: 'kind' | 'service' | 'scope' | 'arnPattern' | 'types' | 'permissions';
  message: string;
}

/** A service prefix as in IAM actions (s3, ec2, ...): lower-case letters, digits and hyphens. */
export function validateServicePrefix(service: unknown): string | null {
  if (typeof service !== 'string' || service === '') return 'Enter a service prefix, as in its IAM actions.';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(service)) {
    return 'A service prefix has lower-case letters, digits and hyphens only, as in its IAM actions.';
  }
  if (service.length > 64) return 'That service prefix is too long for a policy statement here.';
  return null;
}

/** Problems with a change before it is staged; empty when it can be staged. */
export function validateChange(input: unknown): ChangeProblem[] {
  if (typeof input !== 'object' || input === null) return [{ field: 'kind', message: 'Choose what to change.' }];
  const c = input as Partial<Record<string, unknown>>;
  const problems: ChangeProblem[] = [];
  if (c.kind !== 'serviceBlock' && c.kind !== 'serviceProtection' && c.kind !== 'identityExemption') {
    return [{ field: 'kind', message: 'Choose a service block, a service protection or an identity exemption.' }];
  }
  const scope = parseScope(c.scope);
  if (!scope.ok) problems.push({ field: 'scope', message: scope.message });
  else if (scope.scope.cloud !== 'aws') {
    problems.push({ field: 'scope', message: 'The template is a CloudFormation template: use an aws/... scope.' });
  }
  if (c.kind === 'identityExemption') {
    const pattern = validateArnPattern(c.arnPattern);
    if (!pattern.ok) problems.push({ field: 'arnPattern', message: pattern.message });
    else if (typeof c.arnPattern === 'string' && c.arnPattern.length > 2048) {
      problems.push({ field: 'arnPattern', message: 'That ARN pattern is too long.' });
    }
    const types = Array.isArray(c.types) ? c.types : [];
    if (types.length === 0) problems.push({ field: 'types', message: 'Choose at least one exemption type.' });
    else if (!types.every((t) => EXEMPTION_TYPES.some((d) => d.id === t))) {
      problems.push({ field: 'types', message: 'Unknown exemption type.' });
    }
  } else {
    const service = validateServicePrefix(c.service);
    if (service) problems.push({ field: 'service', message: service });
    else if (c.kind === 'serviceProtection' && c.permissions !== undefined) {
      const permission = validatePermissions(c.service as string, c.permissions);
      if (permission) problems.push({ field: 'permissions', message: permission });
    }
  }
  return problems;
}

/**
 * Sensitive permissions of a protection: actions of the protected service (`s3:PutBucketPolicy`, `s3:Put*`), never
 * the whole service: denying every permission is a service block.
 */
function validatePermissions(service: string, permissions: unknown): string | null {
  if (!Array.isArray(permissions)) return 'List the sensitive permissions as actions, for example s3:PutBucketPolicy.';
  for (const p of permissions) {
    if (typeof p !== 'string' || !/^[a-z0-9-]+:[A-Za-z0-9*]+$/.test(p)) {
      return `"${String(p)}" is not an action: write service:Action, for example ${service}:PutPolicy.`;
    }
    if (!p.startsWith(`${service}:`)) return `${p} is not an action of ${service}.`;
    if (p === `${service}:*`) return `${p} is every permission of ${service}: that is a service block, not a protection.`;
  }
  return null;
}

/** Stands in for the sensitive permissions when the reader names none; the template is illustrative. */
export function sensitivePermissionsPlaceholder(service: string): string {
  return `${service}:SensitivePermissionsOfTheService`;
}

export function describeChange(change: ChangeInput): string {
  if (change.kind === 'identityExemption') return `Exempt ${change.arnPattern} at ${change.scope}`;
  const verb = change.kind === 'serviceBlock' ? 'Disable' : 'Protect';
  return `${verb} ${change.service} at ${change.scope}`;
}

function sameTarget(a: ChangeInput, b: ChangeInput): boolean {
  if (a.kind !== b.kind || a.scope !== b.scope) return false;
  if (a.kind === 'identityExemption' && b.kind === 'identityExemption') return a.arnPattern === b.arnPattern;
  return a.kind !== 'identityExemption' && b.kind !== 'identityExemption' && a.service === b.service;
}

// ---------------------------------------------------------------------------------------------------------------
// CloudFormation template

interface PolicyStatement {
  Sid: string;
  Effect: 'Deny';
  Action: string[];
  Resource: '*';
  Condition?: { ArnNotLike: { 'aws:PrincipalArn': string[] } };
}

export interface PolicyDocument {
  Version: '2012-10-17';
  Statement: PolicyStatement[];
}

export interface PolicyResource {
  Type: 'AWS::Organizations::Policy';
  Properties: {
    Name: string;
    Description: string;
    Type: 'SERVICE_CONTROL_POLICY';
    TargetIds: string[];
    Content: PolicyDocument;
  };
}

export interface PlaceholderResource {
  Type: 'AWS::CloudFormation::WaitConditionHandle';
}

export interface CloudFormationTemplate {
  AWSTemplateFormatVersion: '2010-09-09';
  Description: string;
  Metadata: { Illustrative: true; Exemptions: { ArnPattern: string; Scope: string; Types: string[] }[] };
  Resources: Record<string, PolicyResource | PlaceholderResource>;
}

export const ILLUSTRATIVE_NOTE =
  'Illustrative only: generated by the Bulwark docs simulator, not by the product. Target ids are the last part of each scope path.';

export type TemplateResult =
  | { ok: true; template: CloudFormationTemplate; json: string; policies: { name: string; characters: number }[] }
  | { ok: false; reason: 'policy-too-large' | 'no-changes'; message: string };

function sidPart(text: string): string {
  const clean = text.replace(/[^A-Za-z0-9]/g, '');
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}

function logicalId(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, '').slice(0, 200) || 'Target';
}

/** Characters one policy document counts against the SCP quota (minified JSON). */
export function policyCharacters(doc: PolicyDocument): number {
  return JSON.stringify(doc).length;
}

/** Deny the sensitive permissions unless the principal has a Protected Services exemption covering the scope. */
function protectionStatement(
  sid: string,
  control: Extract<ChangeInput, { kind: 'serviceProtection' }>,
  exemptions: readonly Extract<ChangeInput, { kind: 'identityExemption' }>[],
): PolicyStatement {
  const controlScope = parseScope(control.scope);
  const patterns = exemptions
    .filter((e) => e.types.includes('protectedServices'))
    .filter((e) => {
      const s = parseScope(e.scope);
      return s.ok && controlScope.ok && scopeContains(s.scope, controlScope.scope);
    })
    .map((e) => e.arnPattern);
  const unique = [...new Set(patterns)].sort();
  const actions = control.permissions?.length
    ? [...new Set(control.permissions)]
    : [sensitivePermissionsPlaceholder(control.service)];
  const statement: PolicyStatement = { Sid: sid, Effect: 'Deny', Action: actions, Resource: '*' };
  if (unique.length > 0) statement.Condition = { ArnNotLike: { 'aws:PrincipalArn': unique } };
  return statement;
}

function targetOf(scope: string): string {
  const parsed = parseScope(scope);
  return parsed.ok ? parsed.scope.segments[parsed.scope.segments.length - 1] : scope;
}

/**
 * Build the template for a set of controls (what is deployed plus what is pending). A service block denies every
 * permission of the service to everyone: no exemption lifts it. A protection denies only the service's sensitive
 * permissions, except to identities with a Protected Services exemption at or above its scope. Statements are
 * grouped per target and packed so that each policy stays within the 5,120-character quota; a single statement that
 * cannot fit is refused rather than cut.
 */
export function buildTemplate(changes: readonly ChangeInput[]): TemplateResult {
  if (changes.length === 0) return { ok: false, reason: 'no-changes', message: 'There are no changes to submit.' };
  const exemptions = changes.filter(
    (c): c is Extract<ChangeInput, { kind: 'identityExemption' }> => c.kind === 'identityExemption',
  );
  const controls = changes.filter(
    (c): c is Extract<ChangeInput, { kind: 'serviceBlock' | 'serviceProtection' }> => c.kind !== 'identityExemption',
  );

  const byTarget = new Map<string, PolicyStatement[]>();
  const sids = new Set<string>();
  for (const control of controls) {
    const base = `${control.kind === 'serviceBlock' ? 'Block' : 'Protect'}${sidPart(control.service)}`;
    let sid = base;
    for (let n = 2; sids.has(sid); n += 1) sid = `${base}${n}`;
    sids.add(sid);
    const statement: PolicyStatement =
      control.kind === 'serviceBlock'
        ? { Sid: sid, Effect: 'Deny', Action: [`${control.service}:*`], Resource: '*' }
        : protectionStatement(sid, control, exemptions);
    const target = targetOf(control.scope);
    byTarget.set(target, [...(byTarget.get(target) ?? []), statement]);
  }

  const resources: CloudFormationTemplate['Resources'] = {};
  const policies: { name: string; characters: number }[] = [];
  const emptyDoc: PolicyDocument = { Version: '2012-10-17', Statement: [] };
  for (const [target, statements] of [...byTarget.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const docs: PolicyDocument[] = [];
    let current: PolicyDocument = { ...emptyDoc, Statement: [] };
    for (const statement of statements) {
      const alone = policyCharacters({ ...emptyDoc, Statement: [statement] });
      if (alone > SCP_MAX_CHARACTERS) {
        return {
          ok: false,
          reason: 'policy-too-large',
          message: `The statement ${statement.Sid} alone would exceed the ${SCP_MAX_CHARACTERS.toLocaleString(
            'en-US',
          )}-character policy quota (too many or too long exemption patterns).`,
        };
      }
      const next = { ...current, Statement: [...current.Statement, statement] };
      if (policyCharacters(next) > SCP_MAX_CHARACTERS) {
        docs.push(current);
        current = { ...emptyDoc, Statement: [statement] };
      } else {
        current = next;
      }
    }
    if (current.Statement.length > 0) docs.push(current);
    docs.forEach((doc, i) => {
      const name = `bulwark-${target}-${i + 1}`.slice(0, 128);
      const id = `Policy${logicalId(target)}${i + 1}`;
      resources[id] = {
        Type: 'AWS::Organizations::Policy',
        Properties: {
          Name: name,
          Description: 'Illustrative policy from the Bulwark docs simulator; not product output.',
          Type: 'SERVICE_CONTROL_POLICY',
          TargetIds: [target],
          Content: doc,
        },
      };
      policies.push({ name, characters: policyCharacters(doc) });
    });
  }
  // A template needs at least one resource; exemptions alone attach to no policy here.
  if (Object.keys(resources).length === 0) resources.NoPolicies = { Type: 'AWS::CloudFormation::WaitConditionHandle' };

  const template: CloudFormationTemplate = {
    AWSTemplateFormatVersion: '2010-09-09',
    Description: ILLUSTRATIVE_NOTE,
    Metadata: {
      Illustrative: true,
      Exemptions: exemptions.map((e) => ({ ArnPattern: e.arnPattern, Scope: e.scope, Types: [...e.types] })),
    },
    Resources: resources,
  };
  return { ok: true, template, json: JSON.stringify(template, null, 2), policies };
}

// ---------------------------------------------------------------------------------------------------------------
// The machine

export type ChangesState = 'clean' | 'pending' | 'submitted';
export type ChangesEventType = 'stage' | 'delete' | 'deleteAll' | 'submit' | 'deploy' | 'removeFirewall' | 'resubmitExisting';

export interface ChangesEvent {
  type: ChangesEventType;
  /** stage: the change to add. */
  change?: ChangeInput;
  /** delete: which change (default: the last one). */
  id?: number;
  /** removeFirewall: the word typed in the dialog. */
  message?: string;
}

export interface ChangesContext extends Clocked {
  /** Controls in force in the cloud. */
  deployed: ChangeInput[];
  /** Entries on the Pending Changes page. */
  pending: PendingChange[];
  /** What the last downloaded template holds (deploying makes it the deployed set). */
  submitted: ChangeInput[] | null;
  lastTemplate: string | null;
  nextId: number;
}

export const REMOVAL_WORD = 'undo';

const EXAMPLE_SCOPE = 'aws/example-org';

function addChange(ctx: ChangesContext, change: ChangeInput): ChangesContext {
  const pending = ctx.pending.filter((p) => !sameTarget(p, change));
  return { ...ctx, pending: [...pending, { ...change, id: ctx.nextId }], nextId: ctx.nextId + 1 };
}

/** The full set the template describes: deployed controls with the pending changes on top. */
export function desiredControls(ctx: ChangesContext): ChangeInput[] {
  const out: ChangeInput[] = ctx.deployed.filter((d) => !ctx.pending.some((p) => sameTarget(p, d)));
  for (const p of ctx.pending) {
    const { id: _id, ...change } = p;
    out.push(change as ChangeInput);
  }
  return out;
}

function submitTemplate(ctx: ChangesContext, controls: ChangeInput[], what: string) {
  const result = buildTemplate(controls);
  if (!result.ok) return { context: ctx, notes: [result.message] };
  return {
    context: { ...ctx, submitted: controls, lastTemplate: result.json },
    notes: [
      `${what}: the template JSON is downloaded (${result.policies.length} policy document${
        result.policies.length === 1 ? '' : 's'
      }). Nothing is deployed until an org admin deploys it.`,
    ],
  };
}

function templateGuard(controls: ChangeInput[]) {
  const result = buildTemplate(controls);
  return result.ok ? null : { reason: result.reason, message: result.message };
}

export function createChangesContext(_options?: Record<string, string>, now = 0): ChangesContext {
  return { now, deployed: [], pending: [], submitted: null, lastTemplate: null, nextId: 1 };
}

const STAGE_EXAMPLES: { label: string; change: ChangeInput }[] = [
  { label: 'Stage a service block (example: s3)', change: { kind: 'serviceBlock', service: 's3', scope: EXAMPLE_SCOPE } },
  {
    label: 'Stage a protection (example: iam)',
    change: { kind: 'serviceProtection', service: 'iam', scope: EXAMPLE_SCOPE },
  },
  {
    label: 'Stage an exemption (example: root users)',
    change: {
      kind: 'identityExemption',
      arnPattern: 'arn:aws:iam::*:root',
      scope: EXAMPLE_SCOPE,
      types: ['protectedServices'],
    },
  },
];

export const changesMachine: Machine<ChangesState, ChangesEventType, ChangesContext, ChangesEvent> = {
  id: 'changes',
  title: 'Pending changes',
  subject: 'the change set',
  description:
    'Changes are staged, reviewed on the Pending Changes page, submitted as a template download and deployed by an org admin.',
  initial: 'clean',
  states: {
    clean: {
      label: 'No pending changes',
      description: 'Nothing waits on the Pending Changes page; the cloud holds what was last deployed.',
      layout: { col: 0, row: 0 },
    },
    pending: {
      label: 'Changes pending',
      description:
        'Staged changes (service blocks, protections, exemptions) wait on the Pending Changes page; any of them can be deleted. After the firewall is removed, the rolled-back controls wait here too.',
      pending: true,
      layout: { col: 2, row: 0 },
    },
    submitted: {
      label: 'Template downloaded',
      description:
        'Submit all downloaded the CloudFormation template; nothing is deployed until an org admin deploys it.',
      pending: true,
      layout: { col: 2, row: 1 },
    },
  },
  events: {
    stage: {
      label: 'Stage a change',
      short: 'Stage',
      description: 'A change made on the Services page, a hero card, exemptions or an API mutation is staged.',
      variants: STAGE_EXAMPLES.map((e) => ({ label: e.label, payload: { change: e.change } })),
    },
    delete: {
      label: 'Delete a change',
      short: 'Delete',
      description: 'The trash icon removes one entry from the Pending Changes page.',
      notAllowedHint: 'There is no pending change to delete.',
    },
    deleteAll: {
      label: 'Delete all changes',
      short: 'Delete all',
      description: 'Delete all x changes discards every pending entry.',
      notAllowedHint: 'There is no pending change to delete.',
    },
    submit: {
      label: 'Submit all changes',
      short: 'Submit all',
      description: 'Submit all # Changes downloads the template JSON; it deploys nothing.',
      notAllowedHint: 'Stage a change first.',
    },
    deploy: {
      label: 'Deploy',
      description: 'An org admin deploys the downloaded template in the cloud.',
      notAllowedHint: 'Deploying needs the template: submit the changes first.',
    },
    removeFirewall: {
      label: 'Remove the firewall',
      short: 'Remove firewall',
      description:
        'Remove Permissions Firewall from Org: type the word undo, click Undo All, then Done. The controls are rolled back and become pending changes again, kept for a redeploy.',
      message: { label: 'Type the word to confirm' },
    },
    resubmitExisting: {
      label: 'Resubmit Existing Controls',
      short: 'Resubmit existing',
      description: 'Recovery after an emergency stop: downloads a template of the controls already in force.',
      notAllowedHint: 'It is for recovering the controls already in force, when nothing is pending.',
    },
  },
  transitions: [
    {
      from: ['clean', 'pending', 'submitted'],
      event: 'stage',
      to: 'pending',
      guard: (_ctx, ev) => {
        const problems = validateChange(ev.change ?? STAGE_EXAMPLES[0].change);
        return problems.length ? { reason: 'invalid-change', message: problems.map((p) => p.message).join(' ') } : null;
      },
      apply: (ctx, ev) => {
        const change = ev.change ?? STAGE_EXAMPLES[0].change;
        return {
          context: { ...addChange(ctx, change), submitted: null },
          notes: [`Staged: ${describeChange(change)}.`],
        };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'pending',
      when: { label: 'others left', test: (ctx) => ctx.pending.length > 1 },
      guard: (ctx, ev) =>
        ev.id !== undefined && !ctx.pending.some((p) => p.id === ev.id)
          ? { reason: 'no-such-change', message: 'That change is no longer pending.' }
          : null,
      apply: (ctx, ev) => {
        const id = ev.id ?? ctx.pending[ctx.pending.length - 1].id;
        const removed = ctx.pending.find((p) => p.id === id) as PendingChange;
        return {
          context: { ...ctx, pending: ctx.pending.filter((p) => p.id !== id), submitted: null },
          notes: [`Deleted: ${describeChange(removed)}.`],
        };
      },
    },
    {
      from: ['pending', 'submitted'],
      event: 'delete',
      to: 'clean',
      when: { label: 'last one', test: (ctx) => ctx.pending.length <= 1 },
      guard: (ctx, ev) =>
        ev.id !== undefined && !ctx.pending.some((p) => p.id === ev.id)
          ? { reason: 'no-such-change', message: 'That change is no longer pending.' }
          : null,
      apply: (ctx) => ({
        context: { ...ctx, pending: [], submitted: null },
        notes: ['The last pending change was deleted.'],
      }),
    },
    {
      from: ['pending', 'submitted'],
      event: 'deleteAll',
      to: 'clean',
      apply: (ctx) => ({
        context: { ...ctx, pending: [], submitted: null },
        notes: [`${ctx.pending.length} pending change${ctx.pending.length === 1 ? '' : 's'} deleted.`],
      }),
    },
    {
      from: ['pending'],
      event: 'submit',
      to: 'submitted',
      guard: (ctx) => templateGuard(desiredControls(ctx)),
      apply: (ctx) => submitTemplate(ctx, desiredControls(ctx), 'Submitted'),
    },
    {
      from: ['submitted'],
      event: 'deploy',
      to: 'clean',
      apply: (ctx) => ({
        context: { ...ctx, deployed: ctx.submitted ?? [], pending: [], submitted: null },
        notes: ['The org admin deployed the template; no change is pending any more.'],
      }),
    },
    {
      from: ['clean', 'pending', 'submitted'],
      event: 'removeFirewall',
      to: 'pending',
      guard: (ctx, ev) => {
        if (typeof ev.message !== 'string' || ev.message.trim() !== REMOVAL_WORD) {
          return { reason: 'needs-undo', message: 'Type the word undo to confirm the removal; nothing was removed.' };
        }
        return ctx.deployed.length === 0 && ctx.pending.length === 0
          ? { reason: 'nothing-to-remove', message: 'No controls are deployed or pending, so there is nothing to remove.' }
          : null;
      },
      apply: (ctx) => {
        let next: ChangesContext = { ...ctx, deployed: [], submitted: null };
        for (const control of ctx.deployed) next = addChange(next, control);
        return {
          context: next,
          notes: [
            'Undo All rolled the controls back; they are kept as pending changes.',
            'To restore them, submit all changes and deploy the template.',
          ],
        };
      },
    },
    {
      from: ['clean'],
      event: 'resubmitExisting',
      to: 'submitted',
      guard: (ctx) =>
        ctx.deployed.length === 0
          ? { reason: 'nothing-deployed', message: 'No controls are in force, so there is nothing to resubmit.' }
          : templateGuard(ctx.deployed),
      apply: (ctx) => submitTemplate(ctx, ctx.deployed, 'Existing controls resubmitted'),
    },
  ],
  createContext: createChangesContext,
  describe: (_state, ctx) => [
    { label: 'Pending entries', value: String(ctx.pending.length) },
    { label: 'Controls deployed', value: String(ctx.deployed.length) },
  ],
};
