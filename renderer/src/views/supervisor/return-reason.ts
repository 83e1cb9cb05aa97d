import { isReturnReasonCode } from '@shared/domain/bank-statements';
import { t } from '../../i18n';

/**
 * A return's reason as the bank gave it, in words: an ISO 20022 code named before itself
 * ("Account closed (AC04)"), the bank's own text as it is, or that it gave none.
 */
export function returnReasonText(reason: string): string {
  if (reason === '') return t('statements.returned');
  return isReturnReasonCode(reason)
    ? `${t(`statements.returnCode.${reason}`)} (${reason})`
    : reason;
}
