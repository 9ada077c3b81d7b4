import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_APPS } from './apps';

const APPS_FOLDER = path.join(import.meta.dirname, '../apps');

/** The apps whose folder has a server part, read from the disk as a person would. */
const FOLDERS_WITH_SERVER = readdirSync(APPS_FOLDER)
  .filter((id) => existsSync(path.join(APPS_FOLDER, id, 'server', `${id}.server.ts`)))
  .sort();

describe('server app registry', () => {
  it('has the server part of every app folder that has one, in folder order', () => {
    expect(FOLDERS_WITH_SERVER).toEqual(
      expect.arrayContaining(['admin', 'ludde', 'message-board', 'word-weaver']),
    );
    expect(SERVER_APPS.map((serverApp) => serverApp.id)).toEqual(FOLDERS_WITH_SERVER);
  });

  it('finds the same apps under tsx, as npm run dev runs the server', async () => {
    const script = [
      `const { SERVER_APPS } = await import(${JSON.stringify(path.join(import.meta.dirname, 'apps.ts'))});`,
      'console.log(JSON.stringify(SERVER_APPS.map((serverApp) => serverApp.id)));',
    ].join('\n');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.join(import.meta.dirname, '../..') },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual(FOLDERS_WITH_SERVER);
  });
});
