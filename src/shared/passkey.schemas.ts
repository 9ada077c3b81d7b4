import { z } from 'zod/mini';
import { JSON_OBJECT_BODY } from './field.schemas';

/** A passkey's name as a person gives it: trimmed, 1 to 64 characters. */
export const PASSKEY_NAME_MAX = 64;

export function passkeyNameSchema() {
  return z
    .string({ error: 'must be text' })
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(PASSKEY_NAME_MAX, `must be at most ${PASSKEY_NAME_MAX} characters`),
    );
}

const base64url = (max: number) =>
  z
    .string({ error: 'must be base64url text' })
    .check(z.maxLength(max, 'is too long'), z.regex(/^[A-Za-z0-9_-]*$/, 'must be base64url text'));

/** What every WebAuthn answer from the browser has; the library checks the rest. */
const credentialFields = {
  id: base64url(1400).check(z.minLength(1, 'is required')),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  clientExtensionResults: z._default(z.record(z.string(), z.unknown()), {}),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
};

/** A browser's answer to registration options (navigator.credentials.create, as JSON). */
export const PasskeyRegistrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
    authenticatorData: z.optional(base64url(65536)),
    publicKey: z.optional(base64url(65536)),
    publicKeyAlgorithm: z.optional(z.number()),
  }),
});

/** A browser's answer to authentication options (navigator.credentials.get, as JSON). */
export const PasskeyAuthenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(2048),
    userHandle: z.optional(base64url(1024)),
  }),
});

/** Options for the browser's WebAuthn call, as @simplewebauthn makes them; passed on untouched. */
export const WebAuthnOptionsResponseSchema = z.object({
  data: z.looseObject({ challenge: z.string() }),
});

/** POST /api/login/passkey body. */
export const PasskeyLoginRequestSchema = z.object(
  {
    response: PasskeyAuthenticationResponseSchema,
    device_credential: z.optional(
      z.nullable(z.string().check(z.maxLength(128, 'Invalid device credential'))),
    ),
  },
  JSON_OBJECT_BODY,
);
export type PasskeyLoginRequest = z.infer<typeof PasskeyLoginRequestSchema>;

/** POST /api/account/passkeys body. */
export const PasskeyAddRequestSchema = z.object(
  { response: PasskeyRegistrationResponseSchema, name: z.optional(passkeyNameSchema()) },
  JSON_OBJECT_BODY,
);
export type PasskeyAddRequest = z.infer<typeof PasskeyAddRequestSchema>;

/** PATCH /api/account/passkeys/{ID} body. */
export const PasskeyRenameRequestSchema = z.object({ name: passkeyNameSchema() }, JSON_OBJECT_BODY);

/** One of a person's passkeys, as My account lists it. */
export const PasskeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** ISO-8601 UTC. */
  created_at: z.string(),
  /** ISO-8601 UTC; null until it is first used to sign in. */
  last_used_at: z.nullable(z.string()),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyResponseSchema = z.object({ data: PasskeySchema });
export const PasskeyListResponseSchema = z.object({ data: z.array(PasskeySchema) });
