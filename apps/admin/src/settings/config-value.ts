/** The client-side check of a new setting value: the contract's own per-key rule. */
import { editableConfig, isEditableConfigKey } from '@kabuto/contracts';
import { zodProblem } from '../ui/zod-rule';

/**
 * Surrounding spaces are never meaningful in a setting and are invisible in the table, so the
 * value sent is the trimmed one, and the check runs on exactly what will be sent.
 */
export function normaliseConfigValue(value: string): string {
  return value.trim();
}

/**
 * Null when the value may be saved; otherwise the sentence to show under the input. The
 * expected format is not repeated here: the form shows it under the input at all times.
 */
export function configValueProblem(name: string, value: string): string | null {
  if (!isEditableConfigKey(name)) return 'This setting cannot be changed here.';
  return zodProblem(editableConfig[name], normaliseConfigValue(value));
}
