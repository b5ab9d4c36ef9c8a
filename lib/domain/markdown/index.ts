// Every model component of the pages as Markdown (GFM tables or short text), for the per-page Markdown files and
// llms-full.txt: the same lib/domain data the HTML shows, so the two cannot drift. Call
// `componentMarkdown(name, props)` with the JSX name and its props as written on the page.
import { approverRulesTable } from '../approvers';
import { auditActionsTable } from '../auditLog';
import { chatCommandsTable } from '../chatops';
import { TOKEN_MAX_EXPIRY_SECONDS, TOKEN_MIN_EXPIRY_SECONDS } from '../constants';
import { docTableMarkdown, type DocTable } from '../docTable';
import { emailApprovalTable } from '../emailApproval';
import { EXEMPTION_TYPES, IDENTITY_CATEGORIES } from '../exemptionTypes';
import { diagramTermsTable } from '../glossaryTerms';
import { HERO_CARDS, heroCardsTable, type HeroCardId } from '../heroCards';
import { isMachineId, MACHINE_IDS, machines } from '../registry';
import { protectPanelTable } from '../protectPanel';
import { recoveryTable } from '../recovery';
import { POD_UNSUPPORTED_REGIONS, POD_UNSUPPORTED_WORKAROUNDS } from '../regionData';
import { rolesDocTable } from '../roles';
import { SCOPE_TEMPLATES } from '../scope';
import { formatSettingDefault, NOT_STATED, SETTINGS } from '../settings';
import { ssoChecklistTable } from '../sso';
import { manualFixTable } from '../stackset';

type Props = Record<string, unknown>;

function machineOf(props: Props, component: string) {
  if (!isMachineId(props.machine)) throw new Error(`<${component}>: unknown machine "${String(props.machine)}" (use one of ${MACHINE_IDS.join(', ')}).`);
  return machines[props.machine];
}

export function stateDiagramTable(props: Props): DocTable {
  const m = machineOf(props, 'StateDiagram');
  const label = (s: string) => m.states[s].label;
  return {
    caption: `${m.title}: transitions`,
    columns: ['From', 'Event', 'To'],
    rows: m.transitions.map((t) => [
      t.from.map(label).join(', '),
      `${m.events[t.event].label}${t.when ? ` [${t.when.label}]` : ''}${t.edgeLabel ? ` (${t.edgeLabel})` : ''}${m.events[t.event].timer ? ' (timer)' : ''}`,
      label(t.to),
    ]),
    notes: [m.description, ...(m.refusals ?? []).map((r) => `In ${r.from.map(label).join(', ')}, ${m.events[r.event].label} does nothing: ${r.summary}.`)],
  };
}

export function statusTable(props: Props): DocTable {
  const m = machineOf(props, 'StatusTable');
  return {
    caption: `${m.title}: statuses`,
    columns: ['Status', 'What it means'],
    rows: Object.values(m.states)
      .filter((s) => !s.virtual)
      .map((s) => [`${s.label}${s.terminal ? ' (final)' : ''}`, s.description]),
  };
}

export function settingsTable(): DocTable {
  return {
    caption: 'Firewall settings (global across all onboarded organizations)',
    columns: ['Setting', 'Default', 'What it controls'],
    rows: SETTINGS.map((s) => [s.name, formatSettingDefault(s) === NOT_STATED ? '—' : formatSettingDefault(s), s.description]),
  };
}

export function exemptionTypesTable(): DocTable {
  return {
    caption: 'Exemption types',
    columns: ['Exemption type', 'Identities it can cover', 'Where it can be set', 'What it exempts from'],
    rows: EXEMPTION_TYPES.map((t) => [
      t.name,
      t.categories.length === 2 ? 'IAM users, IAM roles and SSO users' : `${t.categories.map((c) => IDENTITY_CATEGORIES[c].label).join(', ')} only`,
      t.topLevelOnly ? 'Only at the top org level (root scope)' : 'At any scope',
      t.exemptsFrom ?? t.limit ?? '',
    ]),
  };
}

function unsupportedRegionsTable(): DocTable {
  return {
    caption: 'Regions where Permissions on Demand does not trigger',
    columns: ['Region', 'Permissions on Demand request'],
    rows: POD_UNSUPPORTED_REGIONS.map((r) => [r.regionId, 'Not raised: the blocked action gets no request']),
    notes: [...POD_UNSUPPORTED_WORKAROUNDS],
  };
}

function text(lines: string[]): string {
  return lines.join('\n\n');
}

const COMPONENTS: Record<string, (props: Props) => string> = {
  StateDiagram: (p) => docTableMarkdown(stateDiagramTable(p)),
  StatusTable: (p) => docTableMarkdown(statusTable(p)),
  SettingsTable: () => docTableMarkdown(settingsTable()),
  ExemptionTypesTable: () => docTableMarkdown(exemptionTypesTable()),
  RolesTable: () => docTableMarkdown(rolesDocTable()),
  UnsupportedRegionsTable: () => docTableMarkdown(unsupportedRegionsTable()),
  ExemptionTester: () =>
    text([
      docTableMarkdown(exemptionTypesTable()),
      'An exemption covers an identity when its ARN pattern (wildcards `*` and `?`) matches, the identity kind is one it covers, and the identity is at or beneath its scope. A disabled region or a disabled service blocks everyone, exempted or not; only a Protected Services exemption lets an identity through a protection.',
    ]),
  ScopeChecker: () =>
    docTableMarkdown({
      caption: 'Scope paths',
      columns: ['Cloud', 'Path'],
      rows: Object.entries(SCOPE_TEMPLATES).map(([cloud, path]) => [cloud, path]),
    }),
  TokenExpiryChecker: () =>
    `\`expiresIn\` is a whole number of seconds from ${TOKEN_MIN_EXPIRY_SECONDS} (2 hours) to ${TOKEN_MAX_EXPIRY_SECONDS} (30 days). The token value is shown only when it is created.`,
  WebhookChecker: () =>
    '- `method` is `POST` only.\n- `url` must use HTTPS.\n- When `authed` is true, `auth` is required: `basicAuth` with `username` and `password`, or `bearerToken` with `token`.\n- Each filter may hold one wildcard, for example `jit.*`.',
  PendingChangesSimulator: () =>
    text([
      'Stage service blocks, protections and exemptions, then **Submit all # Changes**: the CloudFormation template is downloaded and nothing is deployed until the org admin deploys it. A service block denies the whole service to everyone; a protection denies only its sensitive permissions, except to identities with a Protected Services exemption.',
      docTableMarkdown(stateDiagramTable({ machine: 'changes' })),
    ]),
  SlackConsole: () => docTableMarkdown(chatCommandsTable('slack')),
  TeamsConsole: () => docTableMarkdown(chatCommandsTable('teams')),
  RecoveryGuide: () => docTableMarkdown(recoveryTable()),
  GlossaryFinder: () => docTableMarkdown(diagramTermsTable(machines)),
  RoleExplorer: () => docTableMarkdown(rolesDocTable()),
  ApproverScopeTree: () => docTableMarkdown(approverRulesTable()),
  EmailApproval: () => docTableMarkdown(emailApprovalTable()),
  AuditLog: () => docTableMarkdown(auditActionsTable()),
  HeroCard: (p) => {
    if (typeof p.card !== 'string' || !Object.prototype.hasOwnProperty.call(HERO_CARDS, p.card)) {
      throw new Error(`<HeroCard>: unknown card "${String(p.card)}".`);
    }
    return docTableMarkdown(heroCardsTable([p.card as HeroCardId]));
  },
  ProtectPanel: () => docTableMarkdown(protectPanelTable()),
  StackSetTroubleshooter: () => docTableMarkdown(manualFixTable()),
  SsoReadiness: () => docTableMarkdown(ssoChecklistTable()),
};

/** The names of every model component that has a Markdown form. */
export const MARKDOWN_COMPONENTS = Object.keys(COMPONENTS);

/** The component as Markdown; throws, naming the component, for an unknown name or bad props. */
export function componentMarkdown(name: string, props: Props = {}): string {
  const render = Object.prototype.hasOwnProperty.call(COMPONENTS, name) ? COMPONENTS[name] : undefined;
  if (!render) throw new Error(`No Markdown form for <${name} />.`);
  return render(props);
}
