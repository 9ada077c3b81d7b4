import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Database } from '../db/connect';
import { publicOrigin } from '../public-origin';
import './passkeys.table';
import { hashToken } from './tokens';
import type { UserWithRole } from './users.repository';

/** How long a challenge may be answered: long enough to find one's phone, not to keep it. */
export const WEBAUTHN_CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Passkeys one person may have; more are refused. */
export const MAX_PASSKEYS_PER_USER = 20;
const RP_NAME = 'Nook';

/** Whom passkeys are made for (the host) and which page may use them (the origin). */
export interface RelyingParty {
  /** The host without the port, e.g. nook.example or localhost. */
  readonly id: string;
  /** e.g. https://nook.example or http://localhost:3000. */
  readonly origin: string;
}

/**
 * The relying party: the configured public origin, or else the request's own (its protocol as the
 * proxy settings let the app believe it, and its Host), so a development server needs no setting.
 */
export function relyingPartyFor(
  publicUrl: string | undefined,
  request: { readonly protocol: string; readonly host: string },
): RelyingParty {
  const url = new URL(publicOrigin(publicUrl, request));
  return { id: url.hostname, origin: url.origin };
}

/** A passkey was refused: why, in words for the person. */
export class PasskeyRefusedError extends Error {
  override name = 'PasskeyRefusedError';
}

export interface StoredPasskey {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

type Purpose = 'registration' | 'authentication';

async function storeChallenge(
  db: Database,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
): Promise<void> {
  // Unanswered challenges are forgotten here, so the table holds a few minutes' worth at most.
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('webauthn_challenges')
    .values({
      challenge_hash: hashToken(challenge),
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + WEBAUTHN_CHALLENGE_LIFETIME_MS).toISOString(),
    })
    .execute();
}

/**
 * Uses up a challenge, if it was handed out for this purpose (and user) and has not expired: one
 * DELETE … RETURNING, so of two answers to one challenge only one can pass, on any instance.
 */
async function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: Purpose,
  userId: number | null,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge_hash', '=', hashToken(challenge))
    .where('purpose', '=', purpose)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .where('expires_at', '>', now.toISOString())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

function transportsOf(text: string): AuthenticatorTransport[] {
  return text === '' ? [] : (text.split(',') as AuthenticatorTransport[]);
}

/** The user handle the authenticator keeps: the user's id, nothing a person would recognise. */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(String(userId));
}

/**
 * Options for adding a passkey to `user`'s account: a discoverable credential (so signing in needs
 * no username), none of the authenticators that already hold one of theirs.
 */
export async function startPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  user: Pick<UserWithRole, 'id' | 'username'>,
  now: Date,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credential_id,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
  });
  await storeChallenge(db, options.challenge, 'registration', user.id, now);
  return options;
}

/**
 * Checks the browser's answer to `startPasskeyRegistration` for `user` and stores the passkey.
 * Throws PasskeyRefusedError when the answer does not hold (its challenge unknown, used or expired,
 * another origin, a bad attestation) or the passkey is already known.
 */
export async function finishPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  user: Pick<UserWithRole, 'id'>,
  response: RegistrationResponseJSON,
  name: string,
  now: Date,
): Promise<StoredPasskey> {
  const credential = await verifyPasskeyRegistration(db, rp, user, response, now);
  try {
    return await db
      .transaction()
      .execute((trx) => storePasskey(trx, user.id, credential, name, now));
  } catch (error) {
    throw await storeFailure(db, credential.id, error);
  }
}

/**
 * Checks the browser's answer to `startPasskeyRegistration` for `user` (using up its challenge)
 * and returns the passkey it made, for `storePasskey` to keep, in the caller's transaction.
 */
export async function verifyPasskeyRegistration(
  db: Database,
  rp: RelyingParty,
  user: Pick<UserWithRole, 'id'>,
  response: RegistrationResponseJSON,
  now: Date,
): Promise<WebAuthnCredential> {
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) =>
        consumeChallenge(db, challenge, 'registration', user.id, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    throw new PasskeyRefusedError(`This passkey could not be added: ${reason(error)}`);
  }
  if (!verification.verified) throw new PasskeyRefusedError('This passkey could not be added.');
  return verification.registrationInfo.credential;
}

const ALREADY_ADDED = 'This passkey is already added.';

async function passkeyExists(db: Database, credentialId: string): Promise<boolean> {
  const row = await db
    .selectFrom('passkeys')
    .select('id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps a verified passkey for the user. Run it in a transaction (with what the passkey was made
 * for, when a link made it). Throws PasskeyRefusedError when it is known already, or the person
 * has as many passkeys as they may.
 */
export async function storePasskey(
  trx: Database,
  userId: number,
  credential: WebAuthnCredential,
  name: string,
  now: Date,
): Promise<StoredPasskey> {
  if (await passkeyExists(trx, credential.id)) throw new PasskeyRefusedError(ALREADY_ADDED);
  const { count } = await trx
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_PASSKEYS_PER_USER) {
    throw new PasskeyRefusedError(
      `You have ${MAX_PASSKEYS_PER_USER} passkeys already. Remove one to add another.`,
    );
  }
  return await trx
    .insertInto('passkeys')
    .values({
      user_id: userId,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

/**
 * What a failed `storePasskey` transaction means, read after it ended: the same passkey sent twice
 * at once (the unique credential id let one in) is refused in words; anything else stays as it was.
 */
export async function storeFailure(
  db: Database,
  credentialId: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof PasskeyRefusedError) && (await passkeyExists(db, credentialId))) {
    return new PasskeyRefusedError(ALREADY_ADDED);
  }
  return error;
}

/** Options for signing in with any passkey of this site the browser holds (no username asked). */
export async function startPasskeyAuthentication(
  db: Database,
  rp: RelyingParty,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
  });
  await storeChallenge(db, options.challenge, 'authentication', null, now);
  return options;
}

interface PasskeyWithUser {
  passkey: {
    id: number;
    credential_id: string;
    public_key: string;
    counter: number;
    transports: string;
  };
  user: UserWithRole;
}

/** The passkey with this credential id and its owner, unless the owner is deleted. */
async function findPasskeyWithUser(
  db: Database,
  credentialId: string,
): Promise<PasskeyWithUser | undefined> {
  const row = await db
    .selectFrom('passkeys')
    .innerJoin('users', 'users.id', 'passkeys.user_id')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'passkeys.id',
      'passkeys.credential_id',
      'passkeys.public_key',
      'passkeys.counter',
      'passkeys.transports',
      'users.id as user_id',
      'users.username',
      'users.password_hash',
      'roles.role_name',
    ])
    .where('passkeys.credential_id', '=', credentialId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    passkey: {
      id: row.id,
      credential_id: row.credential_id,
      public_key: row.public_key,
      counter: Number(row.counter),
      transports: row.transports,
    },
    user: {
      id: row.user_id,
      username: row.username,
      passwordHash: row.password_hash,
      role: row.role_name,
    },
  };
}

/**
 * Whose passkey a sign-in answer claims to be, before anything is checked: the login throttle
 * counts the attempt against that username too.
 */
export async function findPasskeyOwner(
  db: Database,
  credentialId: string,
): Promise<UserWithRole | undefined> {
  return (await findPasskeyWithUser(db, credentialId))?.user;
}

/**
 * Checks the browser's answer to `startPasskeyAuthentication`: the user it proves, or undefined when
 * it proves nothing (an unknown or removed passkey, a deleted user, a challenge unknown, used or
 * expired, another origin, a bad signature, a signature counter that went back).
 */
export async function finishPasskeyAuthentication(
  db: Database,
  rp: RelyingParty,
  response: AuthenticationResponseJSON,
  now: Date,
): Promise<UserWithRole | undefined> {
  const found = await findPasskeyWithUser(db, response.id);
  if (!found) return undefined;
  const { passkey, user } = found;
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) =>
        consumeChallenge(db, challenge, 'authentication', null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: Buffer.from(passkey.public_key, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification: false,
    });
  } catch {
    return undefined;
  }
  if (!verification.verified) return undefined;
  // Only while the passkey is still there with the counter that was checked: one removed or used
  // meanwhile signs no one in.
  const updated = await db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where('id', '=', passkey.id)
    .where('counter', '=', passkey.counter)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? user : undefined;
}

/** One's passkeys, oldest first. */
export async function listPasskeys(db: Database, userId: number): Promise<StoredPasskey[]> {
  return db
    .selectFrom('passkeys')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Renames one of one's own passkeys; undefined when one's own has no such id. */
export async function renamePasskey(
  db: Database,
  userId: number,
  id: number,
  name: string,
): Promise<StoredPasskey | undefined> {
  return db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
}

/** Removes one of one's own passkeys: it signs no one in from now on. False when none was. */
export async function removePasskey(db: Database, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/challenge/i.test(message))
    return 'its request expired or was already used. Please try again.';
  if (/origin|rp ?id/i.test(message)) return 'it was made for another site.';
  return 'the answer from your device was not valid.';
}
