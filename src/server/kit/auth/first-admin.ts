import type { Database } from '../db/connect';
import { hashPassword } from './passwords';
import { generatePassword } from './tokens';
import { countUsers, insertUser } from './users.repository';

export interface FirstAdminOptions {
  username: string | undefined;
  password: string | undefined;
  /** Where a generated password is shown, once; never the logger. */
  announce: (line: string) => void;
}

/**
 * On a database without users, creates the first Admin from the configured credentials, or with a
 * generated password that is announced once. No default password exists.
 */
export async function ensureFirstAdmin(db: Database, options: FirstAdminOptions): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const username = options.username ?? 'admin';
  const password = options.password ?? generatePassword();
  try {
    await insertUser(
      db,
      {
        username,
        email: `${username}@localhost`,
        passwordHash: await hashPassword(password),
        roleName: 'Admin',
        comment: 'First administrator',
      },
      new Date(),
    );
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if ((await countUsers(db)) > 0) return;
    throw error;
  }
  if (options.password === undefined) {
    options.announce(
      `Created the first Admin account. Username: ${username}  Password: ${password}\n` +
        'This password is shown only once: write it down, or set ADMIN_USERNAME and ADMIN_PASSWORD.',
    );
  }
}
