// The reference tables of the pages, read from the firewall model (lib/domain): settings, exemption types, roles and
// the regions where Permissions on Demand does not trigger. Each is a real Markdown table in the page's tree.
import { EXEMPTION_TYPES, IDENTITY_CATEGORIES } from '../../domain/exemptionTypes';
import { POD_UNSUPPORTED_REGIONS, POD_UNSUPPORTED_WORKAROUNDS } from '../../domain/regionData';
import { ROLE_FACTS, ROLES } from '../../domain/roles';
import { SETTINGS, type SettingDef } from '../../domain/settings';
import { captioned, code, table } from './mdast';
import { define } from './types';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "Checked", "Enabled", "90 days", "15 minutes", "24 hours", or a dash where the docs give no default. */
export function formatSettingDefault(setting: SettingDef): string {
  const d = setting.defaultValue;
  if (!d) return '—';
  if (d.kind === 'boolean') return setting.key === 'requestUserJustification' ? (d.value ? 'Checked' : 'Unchecked') : d.value ? 'Enabled' : 'Disabled';
  if (d.kind === 'days') return plural(d.value, 'day');
  const minutes = d.ms / 60_000;
  return minutes % 60 !== 0 ? plural(minutes, 'minute') : plural(minutes / 60, 'hour');
}

export const SettingsTable = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: () =>
    captioned(
      'Settings (global across all onboarded organizations)',
      table(
        ['Setting', 'Default', 'What it controls'],
        SETTINGS.map((s) => [s.name, formatSettingDefault(s), s.description]),
      ),
    ),
});

export const ExemptionTypesTable = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: () =>
    captioned(
      'Exemption types',
      table(
        ['Exemption type', 'Limit', 'Note'],
        EXEMPTION_TYPES.map((t) => [
          t.name,
          [
            ...(t.categories.length === 1 ? [`${IDENTITY_CATEGORIES[t.categories[0]].label} only`] : []),
            ...(t.topLevelOnly ? ['Top org level only'] : []),
          ].join('; ') || '—',
          t.note ?? '—',
        ]),
      ),
    ),
});

export const RolesTable = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: () =>
    captioned(
      'Roles',
      table(
        ['Role', 'May do', 'Limits'],
        ROLES.map((r) => [r.name, r.mayDo.join('; '), r.limits.join('; ') || '—']),
      ),
      Object.values(ROLE_FACTS),
    ),
});

export const UnsupportedRegionsTable = define({
  kind: 'markdown',
  page: 'text',
  props: {},
  text: () =>
    captioned(
      'Regions where Permissions on Demand does not trigger',
      table(
        ['Region', 'Permissions on Demand request'],
        POD_UNSUPPORTED_REGIONS.map((r) => [[code(r.regionId)], 'Not generated']),
      ),
      Object.values(POD_UNSUPPORTED_WORKAROUNDS),
    ),
});
