import type { AnyContract, PayloadOf } from '@shared/ipc/define';

/**
 * Typed main → renderer events. `send` is the window's `webContents.send`; the event name is
 * checked against the contract, so a typo cannot send on a channel nobody listens to.
 */
export function createEventSender<C extends AnyContract>(
  contract: C,
  send: (channel: string, payload: unknown) => void,
): <K extends keyof C['events'] & string>(event: K, payload: PayloadOf<C['events'][K]>) => void {
  return (event, payload) => {
    const declared = (contract.events as Record<string, { channel: string } | undefined>)[event];
    if (declared === undefined) throw new Error(`"${event}" is not an event of the IPC contract.`);
    send(declared.channel, payload);
  };
}
