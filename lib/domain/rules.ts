// Every rule of the model by id: the parts of each machine (itself, states, events, transitions, branch conditions,
// guards, documented refusals, scenario switches) and the entries of each rule table (facts, settings, exemption
// types and rules, access outcomes, roles, regions, validators, ChatOps). Each id must have a quote of the spec in
// the sources (sources.ts); the unit test and `npm run sources` read this list.
import { ACCESS_OUTCOMES, EXAMPLE_EXEMPTIONS, EXEMPTION_RULES, MATCH_CHECKS, SAME_SCOPE_ONLY } from './exemptions';
import { CHAT_COMMANDS, CHAT_OUTCOMES } from './chatops';
import { EXEMPTION_TYPES, IDENTITY_CATEGORIES } from './exemptionTypes';
import { FACTS, formatFactValue, type Fact } from './facts';
import type { AnyMachine, Clocked, Guard, MachineEvent } from './machine';
import { LOCKED_REGIONS, POD_UNSUPPORTED_REGIONS, POD_UNSUPPORTED_WORKAROUNDS } from './regionData';
import { machines } from './registry';
import { ROLE_FACTS, ROLES } from './roles';
import { CLOUD_TYPES, SCOPE_TEMPLATES } from './scope';
import { SETTINGS } from './settings';
import { VALIDATION_RULES } from './validators';
import { fromText, transitionText } from './wording';

export interface Rule {
  id: string;
  /** The rule in its own words, for the reviewer who reads it beside its quote. */
  says: string;
}

/** The id of a transition: machine, event, the states it leaves and the state it reaches. */
export function transitionId(machine: string, t: { event: string; from: readonly string[]; to: string }): string {
  return `${machine}.${t.event}:${t.from.join(',')}>${t.to}`;
}

export function machineRules(m: AnyMachine): Rule[] {
  const rules: Rule[] = [{ id: m.id, says: `${m.title}: ${m.description}` }];
  for (const [id, s] of Object.entries(m.states)) rules.push({ id: `${m.id}.state.${id}`, says: `${s.label}: ${s.description}` });
  for (const [id, e] of Object.entries(m.events)) rules.push({ id: `${m.id}.event.${id}`, says: `${e.label}${e.timer ? ' (timer)' : ''}: ${e.description}` });
  const seen = new Set<string>();
  const once = (rule: Rule) => {
    if (!seen.has(rule.id)) rules.push(rule);
    seen.add(rule.id);
  };
  for (const t of m.transitions) {
    rules.push({ id: transitionId(m.id, t), says: `${fromText(m, t)} --${transitionText(m, t)}--> ${m.states[t.to].label}` });
    if (t.when) once({ id: `${m.id}.when.${t.when.id}`, says: `[${t.when.label}]` });
    for (const g of t.guards ?? []) once({ id: `${m.id}.guard.${g.id}`, says: `refuses: ${safeMessage(m, g)}` });
  }
  for (const r of m.refusals ?? []) rules.push({ id: `${m.id}.refusal.${r.id}`, says: `In ${r.from.join(', ')}, ${m.events[r.event].label}: ${r.summary}` });
  for (const p of m.scenario ?? []) rules.push({ id: `${m.id}.scenario.${p.key}`, says: `switch ${p.key}: ${p.values.join(', ')}` });
  return rules;
}

/** A guard's message for the machine's default context (some messages read the context). */
function safeMessage(m: AnyMachine, g: Guard<Clocked, MachineEvent>): string {
  return g.message(m.createContext({}, 0), { type: '' });
}

const table = (prefix: string, entries: Record<string, string>): Rule[] => Object.entries(entries).map(([id, says]) => ({ id: `${prefix}.${id}`, says }));

export function allRules(): Rule[] {
  return [
    ...Object.values(machines).flatMap(machineRules),
    ...Object.entries(FACTS as Record<string, Fact>).map(([id, f]) => ({
      id: `fact.${id}`,
      says: `${f.label}: ${f.values.map(formatFactValue).join(' to ') || 'no default'}${f.setting ? ` (setting ${f.setting})` : ''}`,
    })),
    ...SETTINGS.map((s) => ({ id: `setting.${s.key}`, says: `${s.name} (default ${JSON.stringify(s.defaultValue)}): ${s.description}` })),
    ...EXEMPTION_TYPES.map((t) => ({
      id: `exemptionType.${t.id}`,
      says: `${t.name}: ${t.categories.join(', ')}${t.topLevelOnly ? ', top org level only' : ''}${t.note ? `; ${t.note}` : ''}`,
    })),
    ...Object.entries(IDENTITY_CATEGORIES).map(([id, c]) => ({ id: `identityCategory.${id}`, says: `${c.label}: ${c.kinds.join(', ')}` })),
    ...table('exemption.rule', EXEMPTION_RULES),
    ...table('exemption.match', MATCH_CHECKS),
    { id: 'exemption.sameScopeOnly', says: SAME_SCOPE_ONLY },
    ...EXAMPLE_EXEMPTIONS.map((e) => ({ id: `exemption.example.${e.id}`, says: `${e.arnPattern} at ${e.scope}` })),
    ...table('access', ACCESS_OUTCOMES),
    ...ROLES.map((r) => ({ id: `role.${r.id}`, says: `${r.name}: ${[...r.mayDo, ...r.limits].join('; ')}` })),
    ...table('role.fact', ROLE_FACTS),
    ...LOCKED_REGIONS.map((r) => ({ id: `region.locked.${r.regionId}`, says: `${r.regionName} (${r.regionId}) is locked` })),
    ...POD_UNSUPPORTED_REGIONS.map((r) => ({ id: `region.podUnsupported.${r.regionId}`, says: `no PoD request in ${r.regionId}` })),
    ...table('region.workaround', POD_UNSUPPORTED_WORKAROUNDS),
    ...CLOUD_TYPES.map((c) => ({ id: `scope.${c}`, says: SCOPE_TEMPLATES[c] })),
    ...table('validate', VALIDATION_RULES),
    ...(['slack', 'teams'] as const).flatMap((app) =>
      CHAT_COMMANDS[app].map((c) => ({ id: `chat.${app}.${c.command.replace('/bulwark ', '').replace(/ \[scope\]$/, '')}`, says: `${c.command}: ${c.does}` })),
    ),
    ...table('chat.outcome', CHAT_OUTCOMES),
  ];
}
