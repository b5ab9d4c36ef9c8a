// Markdown forms of the firewall model's components (components/diagrams), read from the same lib/domain data.
import { EXEMPTION_TYPES, IDENTITY_CATEGORIES } from '../domain/exemptions';
import { machines, isMachineId, MACHINE_IDS, type AnyMachine, type MachineId } from '../domain';
import { TOKEN_MAX_EXPIRY_SECONDS, TOKEN_MIN_EXPIRY_SECONDS } from '../domain/constants';
import { POD_UNSUPPORTED_REGIONS, POD_UNSUPPORTED_WORKAROUNDS } from '../domain/regionData';
import { ROLE_FACTS, ROLES } from '../domain/roles';
import { SCOPE_TEMPLATES } from '../domain/scope';
import { formatSettingDefault, NOT_STATED, SETTINGS } from '../domain/settings';
import { bold, inlineCode, markdownTable, serialize } from './serialize';
import type { ComponentInput, ComponentMarkdown, PropValue } from './types';

function machineOf(props: Record<string, PropValue>, component: string): AnyMachine {
  const id = props.machine;
  if (!isMachineId(id)) throw new Error(`<${component} machine="${String(id)}" />: machine must be one of ${MACHINE_IDS.join(', ')}`);
  return machines[id as MachineId];
}

function list(items: readonly string[]): string {
  return serialize([{ type: 'list', spread: false, children: items.map((item) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: item }] }] })) }]);
}

const blocks = (...parts: string[]) => parts.filter(Boolean).join('\n\n');

export const stateDiagramMarkdown: ComponentMarkdown = ({ props }) => {
  const m = machineOf(props, 'StateDiagram');
  const label = (state: string) => m.states[state].label;
  const rows = m.transitions.map((t) => {
    const event = m.events[t.event];
    const when = t.when ? ` [${t.when.label}]` : '';
    const timer = event.timer ? ` (${t.edgeLabel ?? 'timer'})` : t.edgeLabel ? ` (${t.edgeLabel})` : '';
    return [t.from.map(label).join(', '), `${event.label}${when}${timer}`, label(t.to)];
  });
  const refusals = (m.refusals ?? []).map((r) => `${m.events[r.event].label} in ${r.from.map(label).join(', ')}: ${r.summary}.`);
  return blocks(
    bold(`${m.title}: how the status changes`),
    m.description,
    markdownTable(['From', 'Event', 'To'], rows),
    refusals.length ? `${bold('What does nothing')}\n\n${list(refusals)}` : '',
  );
};

export const statusTableMarkdown: ComponentMarkdown = ({ props }) => {
  const m = machineOf(props, 'StatusTable');
  const rows = Object.values(m.states)
    .filter((s) => !s.virtual)
    .map((s) => [s.terminal ? `${s.label} (final)` : s.label, s.description]);
  return blocks(bold(`${m.title}: statuses`), markdownTable(['Status', 'What it means'], rows));
};

export const settingsTableMarkdown: ComponentMarkdown = () =>
  markdownTable(
    ['Setting', 'Default', 'What it controls'],
    SETTINGS.map((s) => {
      const value = formatSettingDefault(s);
      return [s.name, value === NOT_STATED ? '—' : value, s.description];
    }),
  );

export const exemptionTypesTableMarkdown: ComponentMarkdown = () =>
  markdownTable(
    ['Exemption type', 'Identities it can cover', 'Where it can be set', 'What it exempts from'],
    EXEMPTION_TYPES.map((t) => [
      t.name,
      t.categories.map((c) => IDENTITY_CATEGORIES[c].label).join(', '),
      t.topLevelOnly ? 'Only at the root scope' : 'At any scope',
      t.exemptsFrom ?? t.limit ?? '',
    ]),
  );

export const rolesTableMarkdown: ComponentMarkdown = () =>
  blocks(
    markdownTable(
      ['Role', 'May do', 'Limits'],
      ROLES.map((r) => [`${r.name}: ${r.summary}`, r.mayDo.join('; '), r.limits.join('; ') || 'None']),
    ),
    list(ROLE_FACTS),
  );

export const unsupportedRegionsTableMarkdown: ComponentMarkdown = () =>
  blocks(
    markdownTable(
      ['Region', 'Permissions on Demand request'],
      POD_UNSUPPORTED_REGIONS.map((r) => [[inlineCode(r.regionId)], 'Not raised']),
    ),
    list(POD_UNSUPPORTED_WORKAROUNDS),
  );

/** Interactive tools have no Markdown equivalent: say what the tool does and link to it on the page. */
function interactive(name: string, what: string) {
  return ({ pageUrl }: ComponentInput) =>
    serialize([
      {
        type: 'paragraph',
        children: [
          { type: 'strong', children: [{ type: 'text', value: name }] },
          { type: 'text', value: ' (interactive, on ' },
          { type: 'link', url: pageUrl, children: [{ type: 'text', value: 'the web page' }] },
          { type: 'text', value: `): ${what}` },
        ],
      },
    ]);
}

const hours = (seconds: number) => `${seconds / 3600} hours`;
const days = (seconds: number) => `${seconds / 86_400} days`;

export const exemptionTesterMarkdown = interactive('Exemption tester', 'enter an identity ARN to see which exemptions cover it and why.');
export const scopeCheckerMarkdown = interactive(
  'Scope checker',
  `enter a scope path to see its cloud, level and parts. Paths: ${Object.values(SCOPE_TEMPLATES).join(', ')}.`,
);
export const tokenExpiryCheckerMarkdown = interactive(
  'Token expiry checker',
  `enter a token's expiresIn to check it: whole seconds from ${TOKEN_MIN_EXPIRY_SECONDS} (${hours(TOKEN_MIN_EXPIRY_SECONDS)}) to ${TOKEN_MAX_EXPIRY_SECONDS} (${days(TOKEN_MAX_EXPIRY_SECONDS)}).`,
);
export const webhookCheckerMarkdown = interactive('Webhook input checker', "enter a webhook's url, method, authentication and filters to check them against the rules on this page.");
export const pendingChangesSimulatorMarkdown = interactive(
  'Pending changes simulator',
  'stage changes, submit them and see the illustrative template that submitting produces.',
);
