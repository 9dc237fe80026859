import { describe, expect, it } from 'vitest';
import { alertValueProblem } from './alert-value';

describe('the value of a new price alert', () => {
  it.each([
    { kind: 'above', value: '2150', problem: null },
    { kind: 'below', value: '999.9', problem: null },
    { kind: 'above', value: '0', problem: 'badValue' },
    { kind: 'above', value: '-5', problem: 'badValue' },
    { kind: 'above', value: '2150.005', problem: 'badValue' },
    { kind: 'above', value: 'abc', problem: 'badValue' },
    { kind: 'changePct', value: '5', problem: null },
    // 100% is 10,000 hundredths, the most allowed; 100.01% is 10,001.
    { kind: 'changePct', value: '100', problem: null },
    { kind: 'changePct', value: '100.01', problem: 'badPercent' },
    { kind: 'changePct', value: '0.00', problem: 'badPercent' },
  ] as const)('$kind "$value" gives the problem $problem', ({ kind, value, problem }) => {
    expect(alertValueProblem(kind, value)).toBe(problem);
  });
});
