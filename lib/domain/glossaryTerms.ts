// The statuses of the machines as glossary terms, each with the page whose diagram shows it. Tests check that each
// page named here embeds that diagram, so a term never points at a page without it.
import type { DocTable } from './docTable';
import type { AnyMachine, MachineId } from './machine';

/** The page that explains each machine with its diagram. */
export const DIAGRAM_PAGES: Record<MachineId, string> = {
  podRequest: '/permissions-firewall/permissions-on-demand/permissions-on-demand-intro',
  service: '/permissions-firewall/services/services-intro',
  region: '/permissions-firewall/services/regions',
  thirdParty: '/permissions-firewall/services/third-party-access-control',
  quarantine: '/permissions-firewall/services/hero-zombies',
  changes: '/permissions-firewall/pending-changes/pending-changes-intro',
};

export interface DiagramTerm {
  term: string;
  meaning: string;
  machine: MachineId;
  diagram: string;
  route: string;
}

/** Every status a diagram shows (simulation-only states left out), in the machines' order. */
export function diagramTerms(machines: Record<MachineId, AnyMachine>): DiagramTerm[] {
  return (Object.keys(DIAGRAM_PAGES) as MachineId[]).flatMap((id) =>
    Object.values(machines[id].states)
      .filter((s) => !s.virtual)
      .map((s) => ({ term: s.label, meaning: s.description, machine: id, diagram: machines[id].title, route: DIAGRAM_PAGES[id] })),
  );
}

/** Terms whose name or meaning contains every word of the query (case-insensitive). */
export function findTerms(terms: readonly DiagramTerm[], query: string): DiagramTerm[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return terms.filter((t) => words.every((w) => `${t.term} ${t.meaning} ${t.diagram}`.toLowerCase().includes(w)));
}

export function diagramTermsTable(machines: Record<MachineId, AnyMachine>): DocTable {
  return {
    caption: 'Statuses and the diagram that shows each',
    columns: ['Status', 'Diagram', 'Meaning'],
    rows: diagramTerms(machines).map((t) => [t.term, t.diagram, t.meaning]),
  };
}
