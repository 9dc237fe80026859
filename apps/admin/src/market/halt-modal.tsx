/** Confirms a halt or a resumption of one instrument and asks why; the reason goes to the audit log. */
import { App } from 'antd';
import { ReasonModal } from '../ui/reason-modal';
import { useHaltInstrument } from './instrument-halt';
import type { HaltChange } from './instrument-view';

interface Props {
  change: HaltChange;
  onClose: () => void;
}

export function HaltModal({ change, onClose }: Props) {
  const halt = useHaltInstrument();
  const { message } = App.useApp();

  const save = (reason: string) =>
    halt.mutate(
      { symbol: change.symbol, halted: change.halted, reason },
      {
        onSuccess: () => {
          void message.success(change.halted ? `Trading in ${change.symbol} halted.` : `Trading in ${change.symbol} resumed.`);
          onClose();
        },
      },
    );

  return (
    <ReasonModal
      title={change.title}
      consequence={change.consequence}
      confirmLabel={change.action}
      reasonLabel="Reason"
      danger={change.halted}
      pending={halt.isPending}
      error={halt.error}
      testIdPrefix="halt"
      onConfirm={save}
      onClose={onClose}
    />
  );
}
