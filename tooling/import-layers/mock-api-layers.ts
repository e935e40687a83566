import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The API's layers, lowest first: a file may import its own layer or a lower one. Type-only
 * imports count too, because they tie the layers together just as tightly for a reader.
 */
const LAYERS: { name: string; matches: (path: string) => boolean }[] = [
  { name: 'lib', matches: (path) => path.startsWith('lib/') },
  { name: 'config', matches: (path) => !path.includes('/') && /^(config|logger|log-format)/.test(path) },
  { name: 'infrastructure', matches: (path) => /^(db|http)\//.test(path) },
  { name: 'platform', matches: (path) => /^(platform|metrics|error-reports)\//.test(path) },
  { name: 'modules', matches: (path) => path.startsWith('modules/') },
  { name: 'wiring', matches: (path) => path.startsWith('wiring/') || path === 'app.ts' },
  { name: 'entry', matches: () => true },
];

export interface LayerReport {
  files: number;
  imports: number;
  upward: { from: string; to: string }[];
  cycles: string[][];
  /** Circles between folders (each module is one): a file-level DAG can still tie two modules together. */
  folderCycles: string[][];
}

/** A module's folder, another top folder, or a file at the root. */
function folderOf(path: string): string {
  const parts = path.split('/');
  return parts[0] === 'modules' || parts[0] === 'platform' ? parts.slice(0, 2).join('/') : parts[0]!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

function layerOf(path: string): number {
  return LAYERS.findIndex((layer) => layer.matches(path));
}

/** Strongly connected components of two or more files (Tarjan), i.e. the import circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

export function measureLayers(srcDir: string): LayerReport {
  const files = sourceFiles(srcDir);
  const graph = new Map<string, string[]>();
  const upward: LayerReport['upward'] = [];
  let imports = 0;
  for (const file of files) {
    const from = relative(srcDir, file);
    const targets = ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((ref) => resolveImport(file, ref.fileName))
      .filter((path): path is string => path !== null)
      .map((path) => relative(srcDir, path));
    imports += targets.length;
    graph.set(from, targets);
    for (const to of targets) if (layerOf(to) > layerOf(from)) upward.push({ from, to });
  }
  const folders = new Map<string, string[]>();
  for (const [from, targets] of graph) {
    const edges = folders.get(folderOf(from)) ?? [];
    edges.push(...targets.map(folderOf).filter((folder) => folder !== folderOf(from)));
    folders.set(folderOf(from), edges);
  }
  return { files: files.length, imports, upward, cycles: circles(graph), folderCycles: circles(folders) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const report = measureLayers(resolve(import.meta.dirname, '../../mock-api/src'));
  for (const { from, to } of report.upward) console.log(`up: ${from} -> ${to}`);
  for (const cycle of report.cycles) console.log(`circle: ${cycle.join(' <-> ')}`);
  for (const cycle of report.folderCycles) console.log(`folder circle: ${cycle.join(' <-> ')}`);
  console.log(
    `${report.files} files, ${report.imports} relative imports, ${report.upward.length} upward, ${report.cycles.length} circles, ${report.folderCycles.length} folder circles`,
  );
}
