/** The state a review screen keeps: the dialog that is open, and a lost race to report. */
import { useState } from 'react';
import type { DecisionRequest } from './review-rules';

export function useDecisionState() {
  const [deciding, setDeciding] = useState<DecisionRequest | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  return {
    deciding,
    conflict,
    open: (request: DecisionRequest) => {
      setConflict(null);
      setDeciding(request);
    },
    close: () => setDeciding(null),
    reportConflict: setConflict,
    clearConflict: () => setConflict(null),
  };
}
