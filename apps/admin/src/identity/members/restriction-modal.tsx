/**
 * Confirms one restriction change and asks why. Only the flipped flag is sent, so a change made
 * by another owner to a different flag meanwhile is never overwritten.
 */
import { App } from 'antd';
import { ReasonModal } from '../../ui/reason-modal';
import { useRestrictMember } from './member-restrict';
import type { RestrictionChange } from './restrictions';

interface Props {
  userId: number;
  change: RestrictionChange;
  onClose: () => void;
}

export function RestrictionModal({ userId, change, onClose }: Props) {
  const restrict = useRestrictMember();
  const { message } = App.useApp();

  const save = (reason: string) =>
    restrict.mutate(
      { userId, flags: { [change.flag]: change.on }, reason },
      {
        onSuccess: () => {
          void message.success('Restriction saved.');
          onClose();
        },
      },
    );

  return (
    <ReasonModal
      title={change.title}
      consequence={change.consequence}
      confirmLabel={change.on ? 'Set restriction' : 'Lift restriction'}
      reasonLabel="Reason (the member reads this)"
      danger={change.on}
      pending={restrict.isPending}
      error={restrict.error}
      testIdPrefix="restriction"
      confirmTestId="restriction-save"
      onConfirm={save}
      onClose={onClose}
    />
  );
}
