import type { Database } from '../db/connect';
import { issueDeviceCredential } from './device-credentials.repository';
import { insertSession, sessionLifetimeMs } from './sessions.repository';
import { generateToken, hashToken } from './tokens';
import type { UserWithRole } from './users.repository';

/** What a successful sign-in answers, whichever way the person proved who they are. */
export interface SignedIn {
  data: {
    role: UserWithRole['role'];
    token: string;
    username: string;
    device_credential: string;
    user_id: number;
  };
}

/**
 * Signs a person in once they have proved who they are: a new session (a bearer token) and a new
 * device credential, replacing the one the login was made with, if any.
 */
export async function signIn(
  db: Database,
  user: UserWithRole,
  now: Date,
  device: string,
  replacingCredential?: number,
): Promise<SignedIn> {
  const token = generateToken();
  await insertSession(
    db,
    {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + sessionLifetimeMs(user.role)),
      device,
    },
    now,
  );
  const deviceCredential = await issueDeviceCredential(db, user, now, replacingCredential);
  return {
    data: {
      role: user.role,
      token,
      username: user.username,
      device_credential: deviceCredential,
      user_id: user.id,
    },
  };
}
