import type { TellerCashLine } from '@shared/domain/teller-cash';
import { amountText } from '../format';
import { t } from '../i18n';

/**
 * D118: a count's difference in words: short by, over by, balanced; empty before a count. The
 * table's row names the currency.
 */
export function differenceText(line: TellerCashLine): string {
  const { difference } = line;
  if (difference === null) return '';
  if (difference === '0.00') return t('cash.balanced');
  const short = difference.startsWith('-');
  const amount = amountText(short ? difference.slice(1) : difference);
  return short ? t('cash.short', { amount }) : t('cash.over', { amount });
}
