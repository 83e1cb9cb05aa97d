import { differenceReading, type TellerCashLine } from '@shared/domain/teller-cash';
import { amountText } from '../format';
import { t } from '../i18n';

/**
 * D118: a count's difference in words: short by, over by, balanced; empty before a count. The
 * table's row names the currency.
 */
export function differenceText(line: TellerCashLine): string {
  const reading = differenceReading(line.difference);
  if (reading === null) return '';
  if (reading.kind === 'balanced') return t('cash.balanced');
  const amount = amountText(reading.amount);
  return reading.kind === 'short' ? t('cash.short', { amount }) : t('cash.over', { amount });
}
