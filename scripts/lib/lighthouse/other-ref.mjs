import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../workspace.mjs';

/**
 * `ref` checked out in a temporary git worktree, its dependencies installed and every app built, so
 * `startProductionServer(port, { root })` can serve it beside this tree. `remove()` deletes the worktree.
 */
export async function buildOtherRef(ref) {
  const parent = mkdtempSync(path.join(tmpdir(), 'ps-perf-ref-'));
  const root = path.join(parent, 'tree');
  const remove = async () => {
    await run('git', ['worktree', 'remove', '--force', root]).catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
  };
  try {
    await run('git', ['worktree', 'add', '--detach', root, ref]);
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
    await run('npm', ['run', 'build'], { cwd: root });
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, remove };
}
