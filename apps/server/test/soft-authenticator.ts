/**
 * A software passkey authenticator for tests: it answers WebAuthn creation and request options
 * the way a phone's platform authenticator does (ES256 key, "none" attestation, user verified),
 * so the server's real verification runs on real signatures.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** CBOR of the few shapes a COSE key and an attestation object need. */
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
}
const cborInt = (value: number) => (value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
const cborBytes = (bytes: Uint8Array) => Buffer.concat([cborHead(2, bytes.length), bytes]);
const cborText = (text: string) => Buffer.concat([cborHead(3, Buffer.byteLength(text)), Buffer.from(text)]);

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export interface SoftAuthenticator {
  /** Answers `/passkey/registerOptions`; the JSON for `/passkey/register`'s `response`. */
  create(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** Answers login or step-up options with the credential of the relying party (the first, or `credentialIndex`). */
  get(options: Record<string, unknown>, origin: string, credentialIndex?: number): Record<string, unknown>;
  credentials: Credential[];
}

export function softAuthenticator(): SoftAuthenticator {
  const credentials: Credential[] = [];
  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: unknown, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    create(options, origin) {
      const rp = options.rp as { id: string };
      const user = options.user as { id: string };
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = Buffer.concat([
        Buffer.from([0xa5]),
        cborInt(1),
        cborInt(2), // kty: EC2
        cborInt(3),
        cborInt(-7), // alg: ES256
        cborInt(-1),
        cborInt(1), // crv: P-256
        cborInt(-2),
        cborBytes(Buffer.from(jwk.x ?? '', 'base64url')),
        cborInt(-3),
        cborBytes(Buffer.from(jwk.y ?? '', 'base64url')),
      ]);
      const id = randomBytes(16);
      const idLength = Buffer.from([0, id.length]);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
      // User present (0x01), user verified (0x04), attested credential data (0x40).
      const data = authData(rp.id, 0x45, 0, attested);
      const attestationObject = Buffer.concat([
        Buffer.from([0xa3]),
        cborText('fmt'),
        cborText('none'),
        cborText('attStmt'),
        Buffer.from([0xa0]),
        cborText('authData'),
        cborBytes(data),
      ]);
      credentials.push({ id, privateKey, userHandle: user.id, counter: 0 });
      return {
        id: b64(id),
        rawId: b64(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    get(options, origin, credentialIndex = 0) {
      const credential = credentials[credentialIndex];
      if (!credential) throw new Error('no credential');
      credential.counter += 1;
      const data = authData(String(options.rpId), 0x05, credential.counter);
      const json = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(json)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: b64(json),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
