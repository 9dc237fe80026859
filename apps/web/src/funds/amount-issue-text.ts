/** The message under an amount field: a field code's text, or a limit with its number. */
import type { Currency } from '@kabuto/contracts';
import { minorUnitScale } from '@kabuto/domain';
import { formatNumber } from '@kabuto/i18n';
import { fieldErrorText } from '../ui/field-error';
import type { Translate } from '../ui/translator';
import type { AmountIssue } from './funds-rules';

export function amountIssueText(t: Translate, issue: AmountIssue | null, currency: Currency): string | undefined {
  if (!issue) return undefined;
  const number = (value: string) => formatNumber(value, minorUnitScale[currency]);
  switch (issue.code) {
    case 'below_minimum':
      return t('errors.below_minimum', { min: number(issue.min), currency });
    case 'above_maximum':
      return t('errors.above_maximum', { max: number(issue.max), currency });
    case 'insufficient_funds':
      return t('errors.insufficient_funds');
    case 'collateral_required':
      return t('errors.collateral_required', { withdrawable: number(issue.withdrawable) });
    default:
      return fieldErrorText(t, issue.code);
  }
}

/** For a form schema's `superRefine`: the issue's code, placed on the amount field. */
export function addAmountIssue(
  issue: AmountIssue | null,
  context: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
): void {
  if (issue) context.addIssue({ code: 'custom', message: issue.code, path: ['amount'] });
}
