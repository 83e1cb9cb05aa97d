import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { ServerResponse } from 'node:http';
import { firstBrokenLink, signAck, signOperators, verifyBytes } from '../../../hq/protocol/chain';
import {
  GENESIS,
  SIGNATURE_HEADER,
  type Ack,
  type Change,
  type EnrolAnswer,
  type EnrolRequest,
  type OperatorsRequest,
  type Refusal,
} from '../../../hq/protocol/wire';
import { selfSignedCertificate, type SelfSigned } from '../../support/self-signed';
import { listening, readBody, type Heard } from './servers';

/*
 * A head office for the workstation's unit tests, over real TLS on 127.0.0.1: it enrols one
 * workstation, checks each push's signature and chain as the wire says, keeps the changes and
 * answers signed acknowledgements. A test scripts what it answers next (a refusal, a failure,
 * silence) to see how the workstation takes it. The real head office (hq/) is tested against the
 * workstation elsewhere; this one answers what a test needs when it needs it.
 */

export type Scripted =
  { status: number; refusal: Refusal } | { status: number; raw: string } | { hang: true };

export interface ScriptedHeadOffice {
  origin: string;
  certificate: SelfSigned;
  /** Head office's own key pair (PEM): its public half goes to the workstation at enrolment. */
  publicKey: string;
  privateKey: string;
  heard: Heard[];
  /** Every change stored, in order. */
  stored: Change[];
  /** The public key enrolment registered. */
  workstationKey(): string | null;
  /** Answers the next requests (one per entry) as scripted, before the normal answers. */
  script(...answers: Scripted[]): void;
  ack(): Ack;
  close(): Promise<void>;
}

export const WORKSTATION_ID = 'ws-0000-test';
export const ENROLMENT_CODE = 'ABCD-EFGH-JKLM-NPQR';

export async function startScriptedHeadOffice(): Promise<ScriptedHeadOffice> {
  const certificate = selfSignedCertificate();
  const keys = generateKeyPairSync('ed25519');
  const publicKey = keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const privateKey = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const heard: Heard[] = [];
  const stored: Change[] = [];
  const scripted: Scripted[] = [];
  let workstationKey: string | null = null;
  const hanging = new Set<ServerResponse>();

  const ack = (): Ack => {
    const last = stored.at(-1);
    return signAck(privateKey, {
      workstationId: WORKSTATION_ID,
      seq: last?.seq ?? 0,
      head: last?.hash ?? GENESIS,
      at: new Date().toISOString(),
    });
  };

  function answer(path: string, body: string, signature: string | undefined): [number, unknown] {
    if (path === '/api/v1/enrol') {
      const request = JSON.parse(body) as EnrolRequest;
      if (request.code !== ENROLMENT_CODE) {
        return [404, { refused: 'code-unknown', message: 'No enrolment code is like this one.' }];
      }
      workstationKey = request.publicKey;
      const enrolled: EnrolAnswer = {
        workstationId: WORKSTATION_ID,
        branch: {
          code: 'NBO-01',
          name: 'Nairobi Moi Avenue',
          country: 'KE',
          timeZone: 'Africa/Nairobi',
        },
        number: 3,
        headOfficeKey: publicKey,
        replacing: null,
      };
      return [201, enrolled];
    }
    if (!workstationKey || !signature || !verifyBytes(workstationKey, body, signature)) {
      return [401, { refused: 'bad-signature', message: 'The signature does not match.' }];
    }
    if (path === '/api/v1/state') return [200, ack()];
    // D115: the sender asks for operator changes after each push round; this head office has none.
    if (path === '/api/v1/operators') {
      const { workstationId, after } = JSON.parse(body) as OperatorsRequest;
      const at = new Date().toISOString();
      return [
        200,
        signOperators(privateKey, { workstationId, after, through: after, changes: [], at }),
      ];
    }
    // D136: the sender asks for messages from the branch's counters after that; none wait here.
    if (path === '/api/v1/messages') return [200, { messages: [], at: new Date().toISOString() }];
    const { changes } = JSON.parse(body) as { changes: Change[] };
    const fresh = changes.filter((change) => change.seq > stored.length);
    const broken = firstBrokenLink(fresh, stored.length, stored.at(-1)?.hash ?? GENESIS);
    if (broken)
      return [
        409,
        {
          refused: 'gap',
          message: `Expected change ${stored.length + 1}.`,
          seq: stored.length + 1,
        },
      ];
    stored.push(...fresh);
    return [200, ack()];
  }

  const server: Server = createServer(
    { cert: certificate.cert, key: certificate.key },
    (request, response) => {
      void readBody(request).then((body) => {
        const path = request.url ?? '';
        heard.push({ path, headers: request.headers, body });
        const next = scripted.shift();
        if (next && 'hang' in next) {
          hanging.add(response);
          return;
        }
        const signature = request.headers[SIGNATURE_HEADER] as string | undefined;
        const [status, value] = next
          ? [next.status, 'refusal' in next ? next.refusal : undefined]
          : answer(path, body, signature);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(next && 'raw' in next ? next.raw : JSON.stringify(value));
      });
    },
  );
  const port = await listening(server);
  return {
    origin: `https://127.0.0.1:${port}`,
    certificate,
    publicKey,
    privateKey,
    heard,
    stored,
    workstationKey: () => workstationKey,
    script: (...answers) => scripted.push(...answers),
    ack,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
