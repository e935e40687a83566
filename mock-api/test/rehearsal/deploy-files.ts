import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/* The rehearsal starts nginx and the replicas from the files in deploy/, so it proves what they run. */

const deployDir = fileURLToPath(new URL('../../../deploy/', import.meta.url));

/** Fills every `{{NAME}}` field; a field without a value is an error, so a new one is never left blank. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}}`);
    return value;
  });
}

export const nginxTemplate = () => readFile(`${deployDir}nginx.conf.template`, 'utf8');

export interface UnitCommand {
  args: string[];
  env: Record<string, string>;
}

/**
 * What systemd would run for one instance of the replica unit: its ExecStart (after the node binary,
 * which is the rehearsal's own) and Environment= lines, with %i the instance and %S the state folder.
 * EnvironmentFile is the caller's: it passes the shared settings itself.
 */
export async function replicaUnitCommand(instance: string, stateDirectory: string): Promise<UnitCommand> {
  const unit = await readFile(`${deployDir}panic-squad-api@.service`, 'utf8');
  const fill = (value: string) => value.replaceAll('%i', instance).replaceAll('%S', stateDirectory);
  const env: Record<string, string> = {};
  let args: string[] | undefined;
  for (const line of unit.split('\n')) {
    const [, key, value = ''] = /^(\w+)=(.*)$/.exec(line.trim()) ?? [];
    if (key === 'Environment') {
      const [name = '', ...rest] = fill(value).split('=');
      env[name] = rest.join('=');
    }
    if (key === 'ExecStart') args = fill(value).split(/\s+/).slice(1);
  }
  if (!args) throw new Error('The replica unit has no ExecStart');
  return { args, env };
}
