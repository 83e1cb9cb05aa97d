import { describe, expect, it } from 'vitest';
import { createEventSender } from '../../../electron/main/ipc/events';
import { testContract } from '../../shared/ipc/test-contract';

describe('createEventSender', () => {
  it("sends on the event's channel with the payload as given", () => {
    const sent: [string, unknown][] = [];
    const emit = createEventSender(testContract, (channel, payload) =>
      sent.push([channel, payload]),
    );
    const payload = { reason: 'signed out after 15 minutes' };
    emit('sessionEnded', payload);
    emit('environmentChanged', undefined);
    expect(sent).toEqual([
      ['test:session-ended', payload],
      ['test:environment-changed', undefined],
    ]);
    expect(sent[0]![1]).toBe(payload);
  });

  it('refuses an event the contract does not declare', () => {
    const emit = createEventSender(testContract, () => undefined);
    expect(() => emit('sessionStarted' as 'sessionEnded', { reason: '' })).toThrow(
      '"sessionStarted" is not an event of the IPC contract.',
    );
  });
});
