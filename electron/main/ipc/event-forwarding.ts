import type { SendProgressEvent } from '@shared/ipc/contract';
import { ENDS_KEEPING_DRAFTS, type OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import type { EmitEvent } from './feature-ipc';

export interface EventForwardingDeps {
  services: Pick<Services, 'onSendProgress' | 'onSettingsChanged'>;
  operators: Pick<OperatorService, 'onSessionEnded' | 'onIdleWarning' | 'current'>;
  emit: EmitEvent;
}

/**
 * Forwards what the services and the operators announce to the app window as the contract's
 * events. Returns the function that stops forwarding.
 */
export function forwardEvents({ services, operators, emit }: EventForwardingDeps): () => void {
  const unsubscribe = [
    services.onSendProgress((progress: SendProgressEvent) => emit('sendProgress', progress)),
    // In words, and with its key for the sign-in screen to word in its language (D65).
    operators.onSessionEnded(({ message, text, reason }) =>
      emit('sessionEnded', {
        reason: message,
        text,
        keepsDraft: ENDS_KEEPING_DRAFTS.includes(reason),
      }),
    ),
    operators.onIdleWarning((standing) => emit('idleWarning', standing)),
    // D50: a window signed in hears of a saved section or list at once; the sign-in screen, which
    // holds no rules, does not.
    services.onSettingsChanged((change) => {
      if (operators.current()) emit('settingsChanged', change);
    }),
  ];
  return () => unsubscribe.forEach((stop) => stop());
}
