import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The API's modules and which module each one imports, read from the code's own import lines
 * (ADR 053). Only what runs in production counts: a test (or a test kit) may build its fixtures
 * with any module's test kit, and that is not a dependency of the module.
 */
export type ModuleGraph = ReadonlyMap<string, ReadonlySet<string>>;

const TEST_FILE = /(\.test|-test-kit)\.ts$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The module (folder under `modules/`) a path belongs to, or null. */
function moduleOf(modulesRoot: string, file: string): string | null {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 || !first!.endsWith('.ts') ? first! : null;
}

export function readModuleGraph(modulesRoot: string): ModuleGraph {
  const graph = new Map<string, Set<string>>();
  for (const file of filesUnder(modulesRoot)) {
    const from = moduleOf(modulesRoot, file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(modulesRoot, path.resolve(path.dirname(file), specifier!));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every circle of modules (strongly connected components of more than one), each sorted. */
export function moduleCycles(graph: ModuleGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** How many floors the modules stand on: the longest chain of imports, counted in modules. */
export function floorsOf(graph: ModuleGraph): number {
  const depth = new Map<string, number>();
  const floor = (node: string): number => {
    if (!depth.has(node)) depth.set(node, 1 + Math.max(0, ...[...(graph.get(node) ?? [])].map(floor)));
    return depth.get(node)!;
  };
  return Math.max(0, ...[...graph.keys()].map(floor));
}
