import { describe, expect, test } from 'vitest';
import type { E2eApp } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { CLERK, SUPERVISOR } from './support/people';
import type { PageEvidence } from './support/secrets';
import { knownSecrets, leaks, pageEvidence, secretsIn } from './support/secrets';
import { signInAs, signOut } from './support/sign-in';
import { fillImtForm, fillRtgsForm, JANE_TO_FAITH, JANE_TO_JOHN } from './support/transfer-forms';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';

/*
 * The private key, the access token and the service credentials never cross IPC and never show
 * in the window. A whole working session is walked through (sign-in, the purpose list, an RTGS
 * and an IMT send, a failed send, receipts, sign-out, a supervisor) while the page's state is
 * kept at every step; then everything is searched for the secrets as the keychain holds them.
 */
const app = useE2eApp();
const snapshots: PageEvidence['texts'] = [];

async function snapshot(e2e: E2eApp, step: string): Promise<void> {
  const evidence = await pageEvidence(e2e);
  for (const text of evidence.texts) {
    if (!text.where.startsWith('IPC answer') && !text.where.startsWith('event')) {
      snapshots.push({ where: `${step}: ${text.where}`, text: text.text });
    }
  }
}

describe('no secret reaches the renderer', () => {
  test('a working session, from sign-in to a supervisor reading receipts', async () => {
    const e2e = app();
    const { page, harness } = e2e;
    await snapshot(e2e, 'sign-in page');
    await signInAs(page, CLERK);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await snapshot(e2e, 'RTGS form');
    await reviewTransfer(page);
    await snapshot(e2e, 'RTGS review');
    const rtgs = await confirmAndWaitForReceipt(page);
    await snapshot(e2e, 'RTGS receipt');

    await page.getByTestId('new-imt').click();
    await fillImtForm(page, JANE_TO_FAITH);
    await reviewTransfer(page);
    await confirmAndWaitForReceipt(page);
    await snapshot(e2e, 'IMT receipt');

    // A send the bank refuses carries the service's answer back: it must not carry a secret.
    harness.services.sandbox!.setFault({ route: 'rtgs', fault: 'status', status: 503, times: 1 });
    await page.getByTestId('new-rtgs').click();
    await fillRtgsForm(page, { ...JANE_TO_JOHN, amount: '12.00' });
    await reviewTransfer(page);
    await confirmAndWaitForReceipt(page);
    await snapshot(e2e, 'receipt after a 503');

    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await page.getByTestId('supervisor-reference').fill(rtgs);
    await page.getByTestId('supervisor-open-receipt').click();
    await page.getByTestId('receipt').waitFor();
    await snapshot(e2e, 'supervisor receipt');

    expect(e2e.transfers()).toHaveLength(3);
  });

  test('the keychain holds each secret, and the scan finds one where there is one', async () => {
    const e2e = app();
    const { secrets, held } = await knownSecrets(e2e);
    // The scan means something only if the secrets it looks for exist.
    expect(held).toEqual({ credentials: true, privateKey: true, token: true });
    const token = secrets.find((s) => s.name === 'access token')!;
    expect(secretsIn(`{"ok":true,"value":"x${token.value}y"}`, secrets)).toEqual(['access token']);
    const keyLine = secrets.find((s) => s.name.startsWith('private key PEM, line'))!;
    expect(secretsIn(JSON.stringify({ pem: `abc\n${keyLine.value}\n` }), secrets)).toEqual([
      keyLine.name,
    ]);
  });

  test('no IPC answer, event, page state or screen held any of them', async () => {
    const e2e = app();
    const { secrets } = await knownSecrets(e2e);
    const evidence = await pageEvidence(e2e);
    // Every operation the session used was recorded, so the scan covered what crossed IPC.
    const channels = new Set((await e2e.ipcAnswers()).map((a) => a.channel));
    for (const channel of [
      'app:status',
      'session:sign-in',
      'session:sign-out',
      'transfers:form-rules',
      'purposes:list',
      'transfers:send',
      'receipts:get',
    ]) {
      expect(channels, channel).toContain(channel);
    }
    expect((await e2e.events()).length).toBeGreaterThan(0);
    expect(leaks({ ...evidence, texts: [...evidence.texts, ...snapshots] }, secrets)).toEqual([]);
  });
});
