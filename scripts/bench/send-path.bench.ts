import { bench, describe } from 'vitest';
import { signatureString } from '@shared/domain/signature-strings';
import { validateTransferDraft } from '@shared/schemas/validate';
import { generateSigningKeyPair } from '../../electron/main/keys/key-pair';
import { createRequestSigner } from '../../electron/main/keys/request-signer';
import { bodyTextFor } from '../../electron/main/transfers/transfer-body';
import { RULES, rtgsDraft } from './fixtures';

const draft = rtgsDraft();
const body = JSON.parse(bodyTextFor(draft, '692194625798', '2026-11-23', RULES)) as object;
const text = signatureString('rtgs', body as Record<string, unknown>);
const signer2048 = createRequestSigner(generateSigningKeyPair(2048).privateKeyPem);
const signer4096 = createRequestSigner(generateSigningKeyPair(4096).privateKeyPem);

describe('the send path in the main process, per transfer', () => {
  bench('validate an RTGS draft with the shared schema', () => {
    validateTransferDraft(RULES, draft);
  });
  bench('build and re-check the exact wire body', () => {
    bodyTextFor(draft, '692194625798', '2026-11-23', RULES);
  });
  bench('sign the RTGS signature string, 2048-bit key', () => {
    signer2048.sign(text);
  });
  bench('sign the RTGS signature string, 4096-bit key', () => {
    signer4096.sign(text);
  });
});
