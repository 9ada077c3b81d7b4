import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/** Encodes the few CBOR kinds a WebAuthn authenticator writes: integers, bytes, text and maps. */
export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('Only whole numbers');
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]),
  ]);
}

export type CborValue =
  number | string | Uint8Array | Map<number | string, CborValue> | { [key: string]: CborValue };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

/**
 * A software authenticator holding one P-256 passkey, answering as a browser would on `origin`
 * (attestation 'none'): what the browser's WebAuthn JSON looks like after create() and get().
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;
  /** The signature counter; set it back to replay an older state. */
  counter = 0;
  #userHandle = '';
  #rpId = '';

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = pair.privateKey;
    this.#publicKey = pair.publicKey;
  }

  get id(): string {
    return this.credentialId.toString('base64url');
  }

  /** The answer to registration options, as @simplewebauthn/browser's startRegistration gives it. */
  register(options: RegistrationOptions, origin: string) {
    this.#rpId = options.rp.id ?? new URL(origin).hostname;
    this.#userHandle = options.user.id;
    const jwk = this.#publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authenticatorData = Buffer.concat([
      this.#authenticatorDataHead(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      encodeCbor(coseKey),
    ]);
    const attestationObject = encodeCbor({ fmt: 'none', attStmt: {}, authData: authenticatorData });
    const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
    return this.#answer({
      clientDataJSON: clientDataJSON.toString('base64url'),
      attestationObject: attestationObject.toString('base64url'),
      transports: ['internal'],
    });
  }

  /** The answer to authentication options, as startAuthentication gives it; counts one use. */
  authenticate(options: AuthenticationOptions, origin: string) {
    this.counter += 1;
    const rpId = options.rpId ?? this.#rpId;
    const authenticatorData = this.#authenticatorDataHead(
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
      rpId,
    );
    const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.#privateKey,
    );
    return this.#answer({
      clientDataJSON: clientDataJSON.toString('base64url'),
      authenticatorData: authenticatorData.toString('base64url'),
      signature: signature.toString('base64url'),
      userHandle: this.#userHandle,
    });
  }

  /** A credential of this authenticator, as the browser hands it over, with the response given. */
  #answer<Response>(response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response,
    };
  }

  #authenticatorDataHead(flags: number, rpId = this.#rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}
