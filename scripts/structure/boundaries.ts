import { cyclesOf, groupGraph, type ImportGraph } from './import-graph.ts';

// The layering of the source tree, as rules over its import graph. Each rule names what may not import
// what; a finding is one line a reader can act on ("a → b: why").

const SERVER = 'apps/server/src/';
const WEB = 'apps/web/src/';

/** The server module or web feature a file belongs to, or null outside them. */
export function moduleOf(file: string): string | null {
  const m = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file);
  return m ? `server:${m[1]}` : null;
}
export function featureOf(file: string): string | null {
  const m = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return m ? `web:${m[1]}` : null;
}

const isFaceOf = (file: string, group: RegExp) => group.test(file) && /\/index\.tsx?$/.test(file);

interface Rule {
  why: string;
  breaks(from: string, to: string): boolean;
}

export const RULES: readonly Rule[] = [
  {
    why: "a server module uses another module only through that module's index.ts",
    breaks: (from, to) => {
      const a = moduleOf(from);
      const b = moduleOf(to);
      return a !== null && b !== null && a !== b && !isFaceOf(to, /^apps\/server\/src\/modules\/[^/]+\/index\.ts$/);
    },
  },
  {
    why: 'the platform sits beneath the modules and never imports one',
    breaks: (from, to) => from.startsWith(`${SERVER}platform/`) && to.startsWith(`${SERVER}modules/`),
  },
  {
    why: 'modules and the platform never import the app wiring (app.ts, main.ts, cluster, seed, ops)',
    breaks: (from, to) =>
      (from.startsWith(`${SERVER}modules/`) || from.startsWith(`${SERVER}platform/`)) &&
      /^apps\/server\/src\/(app\.ts|main\.ts|cluster\/|seed\/|ops\/)/.test(to),
  },
  {
    why: 'a web feature never imports the app shell (apps/web/src/app)',
    breaks: (from, to) => from.startsWith(`${WEB}features/`) && to.startsWith(`${WEB}app/`),
  },
  {
    why: "a web feature uses another feature only through that feature's index.ts",
    breaks: (from, to) => {
      const a = featureOf(from);
      const b = featureOf(to);
      return a !== null && b !== null && a !== b && !/^apps\/web\/src\/features\/[^/]+\/index\.tsx?$/.test(to);
    },
  },
  {
    why: 'shared web components and lib never import a feature or the app shell',
    breaks: (from, to) =>
      (from.startsWith(`${WEB}components/`) || from.startsWith(`${WEB}lib/`)) &&
      (to.startsWith(`${WEB}features/`) || to.startsWith(`${WEB}app/`)),
  },
  {
    why: 'the shared packages never import an app',
    breaks: (from, to) => from.startsWith('packages/') && to.startsWith('apps/'),
  },
];

/** Every broken rule and every import cycle (between files, server modules or web features). */
export function findings(graph: ImportGraph): string[] {
  const out: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) for (const rule of RULES) if (rule.breaks(from, to)) out.push(`${from} → ${to}: ${rule.why}`);
  }
  for (const cycle of cyclesOf(graph)) out.push(`import cycle between files: ${cycle.join(', ')}`);
  for (const cycle of cyclesOf(groupGraph(graph, moduleOf))) out.push(`import cycle between server modules: ${cycle.join(', ')}`);
  for (const cycle of cyclesOf(groupGraph(graph, featureOf))) out.push(`import cycle between web features: ${cycle.join(', ')}`);
  return out;
}
